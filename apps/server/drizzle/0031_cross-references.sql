CREATE TABLE "cross_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_part_number" text COLLATE "C" NOT NULL,
	"from_manufacturer_id" integer,
	"to_part_number" text COLLATE "C" NOT NULL,
	"to_manufacturer_id" integer,
	"kind" text NOT NULL,
	"serial_note" text,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cross_references_key" UNIQUE NULLS NOT DISTINCT("from_part_number","to_part_number","kind","company_id","from_manufacturer_id","to_manufacturer_id")
);
--> statement-breakpoint
ALTER TABLE "part_search_results" ADD COLUMN "match_kind" text;--> statement-breakpoint
ALTER TABLE "part_search_results" ADD COLUMN "match_label" text;--> statement-breakpoint
ALTER TABLE "part_search_results" ADD COLUMN "cross_reference_note" text;--> statement-breakpoint
ALTER TABLE "cross_references" ADD CONSTRAINT "cross_references_from_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("from_manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_references" ADD CONSTRAINT "cross_references_to_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("to_manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_references" ADD CONSTRAINT "cross_references_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cross_references_from_idx" ON "cross_references" USING btree ("from_part_number","kind");--> statement-breakpoint
CREATE INDEX "cross_references_to_idx" ON "cross_references" USING btree ("to_part_number","kind");--> statement-breakpoint
CREATE INDEX "cross_references_company_idx" ON "cross_references" USING btree ("company_id","id");