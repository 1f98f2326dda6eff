CREATE TABLE "quote_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"dealer_company_id" integer NOT NULL,
	"buyer_company_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stats_counterpart_days" ADD COLUMN "quick_quotes_accepted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_counterpart_days" ADD COLUMN "quick_quotes_declined" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_outcomes" ADD CONSTRAINT "quote_outcomes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_outcomes_quote_idx" ON "quote_outcomes" USING btree ("quote_id");
--> statement-breakpoint
-- hand-written:
-- Quotes accepted or declined before this table existed get their outcome at their last change, so the
-- stats rollup job (which backfills a new source from its first row) counts them too.
INSERT INTO "quote_outcomes" ("quote_id", "dealer_company_id", "buyer_company_id", "outcome", "created_at")
SELECT "id", "dealer_company_id", "buyer_company_id", "status", "updated_at" FROM "quotes"
WHERE "status" IN ('accepted', 'declined') ORDER BY "updated_at", "id";
