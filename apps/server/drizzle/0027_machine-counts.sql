CREATE TABLE "machine_counts" (
	"manufacturer_id" integer NOT NULL,
	"state" text NOT NULL,
	"model_norm" text COLLATE "C" NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "machine_counts_manufacturer_id_state_model_norm_pk" PRIMARY KEY("manufacturer_id","state","model_norm")
);
--> statement-breakpoint
CREATE INDEX "machines_state_model_idx" ON "machines" USING btree ("state","model_norm","year");--> statement-breakpoint
CREATE INDEX "machines_visible_until_idx" ON "machines" USING btree ("visible_until") WHERE visible_until is not null;--> statement-breakpoint
-- hand-written:
-- machine_counts is kept by this trigger in the writer's own transaction (ADR 0023): every machine not
-- parted out (visible_until null) counts once under its make, state and normalised model. Any writer -
-- the service, the seed's loader, a company's cascade delete - keeps it right.
CREATE FUNCTION "machine_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.manufacturer_id = NEW.manufacturer_id AND OLD.state = NEW.state
     AND OLD.model_norm = NEW.model_norm AND (OLD.visible_until IS NULL) = (NEW.visible_until IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.visible_until IS NULL THEN
    UPDATE "machine_counts" SET "n" = "n" - 1
      WHERE "manufacturer_id" = OLD.manufacturer_id AND "state" = OLD.state AND "model_norm" = OLD.model_norm;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.visible_until IS NULL THEN
    INSERT INTO "machine_counts" ("manufacturer_id", "state", "model_norm", "n")
      VALUES (NEW.manufacturer_id, NEW.state, NEW.model_norm, 1)
      ON CONFLICT ("manufacturer_id", "state", "model_norm") DO UPDATE SET "n" = "machine_counts"."n" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "machine_counts_keep" AFTER INSERT OR DELETE OR UPDATE OF "manufacturer_id", "state", "model_norm", "visible_until"
  ON "machines" FOR EACH ROW EXECUTE FUNCTION "machine_counts_keep"();--> statement-breakpoint
INSERT INTO "machine_counts" ("manufacturer_id", "state", "model_norm", "n")
  SELECT "manufacturer_id", "state", "model_norm", count(*)::int FROM "machines" WHERE "visible_until" IS NULL
  GROUP BY 1, 2, 3;
