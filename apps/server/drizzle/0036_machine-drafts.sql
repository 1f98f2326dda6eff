ALTER TABLE "machines" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written:
-- machine_counts (migrations 0027 and 0033, ADR 0023) counts only listed machines: not parted out, not
-- hidden by an operator and, since issue 30's drafts, not a draft. Publishing a draft moves it into its count row.
CREATE OR REPLACE FUNCTION "machine_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.manufacturer_id = NEW.manufacturer_id AND OLD.state = NEW.state
     AND OLD.model_norm = NEW.model_norm AND (OLD.visible_until IS NULL) = (NEW.visible_until IS NULL)
     AND (OLD.hidden_at IS NULL) = (NEW.hidden_at IS NULL) AND OLD.draft = NEW.draft THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.visible_until IS NULL AND OLD.hidden_at IS NULL AND NOT OLD.draft THEN
    UPDATE "machine_counts" SET "n" = "n" - 1
      WHERE "manufacturer_id" = OLD.manufacturer_id AND "state" = OLD.state AND "model_norm" = OLD.model_norm;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.visible_until IS NULL AND NEW.hidden_at IS NULL AND NOT NEW.draft THEN
    INSERT INTO "machine_counts" ("manufacturer_id", "state", "model_norm", "n")
      VALUES (NEW.manufacturer_id, NEW.state, NEW.model_norm, 1)
      ON CONFLICT ("manufacturer_id", "state", "model_norm") DO UPDATE SET "n" = "machine_counts"."n" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "machine_counts_keep" ON "machines";--> statement-breakpoint
CREATE TRIGGER "machine_counts_keep" AFTER INSERT OR DELETE OR UPDATE OF "manufacturer_id", "state", "model_norm", "visible_until", "hidden_at", "draft"
  ON "machines" FOR EACH ROW EXECUTE FUNCTION "machine_counts_keep"();
