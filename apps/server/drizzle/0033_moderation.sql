CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reporter_user_id" integer,
	"reporter_company_id" integer,
	"reporter_email" text NOT NULL,
	"resolution" text,
	"resolved_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "suggestion_comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suggestion_comments" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id");
--> statement-breakpoint
-- hand-written:
-- machine_counts (migration 0027, ADR 0023) counts only listed machines: not parted out and, since issue 30,
-- not hidden by an operator. Hiding or unhiding a machine moves it out of or back into its count row.
CREATE OR REPLACE FUNCTION "machine_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.manufacturer_id = NEW.manufacturer_id AND OLD.state = NEW.state
     AND OLD.model_norm = NEW.model_norm AND (OLD.visible_until IS NULL) = (NEW.visible_until IS NULL)
     AND (OLD.hidden_at IS NULL) = (NEW.hidden_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.visible_until IS NULL AND OLD.hidden_at IS NULL THEN
    UPDATE "machine_counts" SET "n" = "n" - 1
      WHERE "manufacturer_id" = OLD.manufacturer_id AND "state" = OLD.state AND "model_norm" = OLD.model_norm;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.visible_until IS NULL AND NEW.hidden_at IS NULL THEN
    INSERT INTO "machine_counts" ("manufacturer_id", "state", "model_norm", "n")
      VALUES (NEW.manufacturer_id, NEW.state, NEW.model_norm, 1)
      ON CONFLICT ("manufacturer_id", "state", "model_norm") DO UPDATE SET "n" = "machine_counts"."n" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "machine_counts_keep" ON "machines";--> statement-breakpoint
CREATE TRIGGER "machine_counts_keep" AFTER INSERT OR DELETE OR UPDATE OF "manufacturer_id", "state", "model_norm", "visible_until", "hidden_at"
  ON "machines" FOR EACH ROW EXECUTE FUNCTION "machine_counts_keep"();
