CREATE TABLE "browse_counts" (
	"manufacturer_id" integer PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "browse_summary" (
	"manufacturer_id" integer NOT NULL,
	"partnum_norm" text COLLATE "C" NOT NULL,
	"partnum" text NOT NULL,
	"conditions" text NOT NULL,
	"min_price_cents" integer,
	"max_price_cents" integer,
	"has_no_price" boolean NOT NULL,
	"picture_count" integer NOT NULL,
	"part_count" integer NOT NULL,
	"position_all" integer NOT NULL,
	"position_in_make" integer NOT NULL,
	CONSTRAINT "browse_summary_manufacturer_id_partnum_norm_pk" PRIMARY KEY("manufacturer_id","partnum_norm")
);
--> statement-breakpoint
CREATE TABLE "general_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"part_number" text,
	"manufacturer_id" integer,
	"modelnum" text,
	"comments" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"partnum" text NOT NULL,
	"partnum_norm" text COLLATE "C" NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"condition" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price_cents" integer,
	"pictures" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_company_id" integer NOT NULL,
	"part_id" integer,
	"part_search_id" integer,
	"general_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_search_matches" (
	"part_search_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_search_matches_part_search_id_company_id_pk" PRIMARY KEY("part_search_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "part_search_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_search_id" integer NOT NULL,
	"position" integer NOT NULL,
	"part_id" integer,
	"seller_company_id" integer NOT NULL,
	"partnum" text NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"condition" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" integer,
	"pictures" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"part_number" text NOT NULL,
	"manufacturer_id" integer,
	"condition" text,
	"description" text,
	"comments" text,
	"match_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "browse_summary" ADD CONSTRAINT "browse_summary_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_requests" ADD CONSTRAINT "general_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_requests" ADD CONSTRAINT "general_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_requests" ADD CONSTRAINT "general_requests_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_parts" ADD CONSTRAINT "inventory_parts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_parts" ADD CONSTRAINT "inventory_parts_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_contacts" ADD CONSTRAINT "part_contacts_sender_company_id_companies_id_fk" FOREIGN KEY ("sender_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_contacts" ADD CONSTRAINT "part_contacts_part_id_inventory_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."inventory_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_contacts" ADD CONSTRAINT "part_contacts_part_search_id_part_searches_id_fk" FOREIGN KEY ("part_search_id") REFERENCES "public"."part_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_contacts" ADD CONSTRAINT "part_contacts_general_request_id_general_requests_id_fk" FOREIGN KEY ("general_request_id") REFERENCES "public"."general_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_searches" ADD CONSTRAINT "part_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_searches" ADD CONSTRAINT "part_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_searches" ADD CONSTRAINT "part_searches_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "browse_summary_position_all_idx" ON "browse_summary" USING btree ("position_all");--> statement-breakpoint
CREATE INDEX "browse_summary_position_make_idx" ON "browse_summary" USING btree ("manufacturer_id","position_in_make");--> statement-breakpoint
CREATE INDEX "general_requests_company_idx" ON "general_requests" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "general_requests_created_idx" ON "general_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inventory_parts_partnum_norm_idx" ON "inventory_parts" USING btree ("partnum_norm","id");--> statement-breakpoint
CREATE INDEX "inventory_parts_company_idx" ON "inventory_parts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "part_contacts_part_key" ON "part_contacts" USING btree ("sender_company_id","part_id") WHERE "part_contacts"."part_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "part_contacts_search_key" ON "part_contacts" USING btree ("sender_company_id","part_search_id") WHERE "part_contacts"."part_search_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "part_contacts_request_key" ON "part_contacts" USING btree ("sender_company_id","general_request_id") WHERE "part_contacts"."general_request_id" is not null;--> statement-breakpoint
CREATE INDEX "part_search_matches_company_idx" ON "part_search_matches" USING btree ("company_id","created_at" DESC NULLS LAST,"part_search_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "part_search_results_search_idx" ON "part_search_results" USING btree ("part_search_id","position");--> statement-breakpoint
CREATE INDEX "part_searches_company_created_idx" ON "part_searches" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "part_searches_created_idx" ON "part_searches" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);