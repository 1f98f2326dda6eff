CREATE TABLE "listing_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"picnum" integer NOT NULL,
	"key" text NOT NULL,
	"filename" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"modelnum" text NOT NULL,
	"modelnum_norm" text COLLATE "C" NOT NULL,
	"manuflong" text DEFAULT '' NOT NULL,
	"condlong" text DEFAULT '' NOT NULL,
	"category" integer NOT NULL,
	"subcategory" text NOT NULL,
	"price_cents" integer,
	"details" text DEFAULT '' NOT NULL,
	"shipnotes" text DEFAULT '' NOT NULL,
	"serialnum" text DEFAULT '' NOT NULL,
	"stocknum" text DEFAULT '' NOT NULL,
	"modelyear" integer,
	"hours" integer,
	"dimensions" text DEFAULT '' NOT NULL,
	"weight" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"datemod" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pos_model" integer DEFAULT 0 NOT NULL,
	"pos_price" integer DEFAULT 0 NOT NULL,
	"pos_date" integer DEFAULT 0 NOT NULL,
	"sub_pos_model" integer DEFAULT 0 NOT NULL,
	"sub_pos_price" integer DEFAULT 0 NOT NULL,
	"sub_pos_date" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listings_category_check" CHECK ("listings"."category" in (100, 101, 103, 104, 105, 106))
);
--> statement-breakpoint
ALTER TABLE "listing_pictures" ADD CONSTRAINT "listing_pictures_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_pictures_listing_picnum_key" ON "listing_pictures" USING btree ("listing_id","picnum");--> statement-breakpoint
CREATE INDEX "listing_pictures_key_idx" ON "listing_pictures" USING btree ("key");--> statement-breakpoint
CREATE INDEX "listings_pos_model_idx" ON "listings" USING btree ("category","pos_model");--> statement-breakpoint
CREATE INDEX "listings_pos_price_idx" ON "listings" USING btree ("category","pos_price");--> statement-breakpoint
CREATE INDEX "listings_pos_date_idx" ON "listings" USING btree ("category","pos_date");--> statement-breakpoint
CREATE INDEX "listings_sub_pos_model_idx" ON "listings" USING btree ("category","subcategory","sub_pos_model");--> statement-breakpoint
CREATE INDEX "listings_sub_pos_price_idx" ON "listings" USING btree ("category","subcategory","sub_pos_price");--> statement-breakpoint
CREATE INDEX "listings_sub_pos_date_idx" ON "listings" USING btree ("category","subcategory","sub_pos_date");--> statement-breakpoint
CREATE INDEX "listings_model_idx" ON "listings" USING btree ("category","modelnum_norm","id");--> statement-breakpoint
CREATE INDEX "listings_sub_model_idx" ON "listings" USING btree ("category","subcategory","modelnum_norm","id");--> statement-breakpoint
CREATE INDEX "listings_company_idx" ON "listings" USING btree ("company_id","category");--> statement-breakpoint
CREATE INDEX "listings_category_company_idx" ON "listings" USING btree ("category","company_id");