CREATE TABLE "quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"part_search_id" integer NOT NULL,
	"part_number" text NOT NULL,
	"description" text NOT NULL,
	"part_id" integer,
	"condition" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"lead_time_days" integer NOT NULL,
	"freight_estimate" integer,
	"core_charge" integer,
	"note" text,
	CONSTRAINT "quote_lines_amounts_check" CHECK ("quote_lines"."price" > 0 and "quote_lines"."quantity" >= 1 and "quote_lines"."lead_time_days" >= 0 and coalesce("quote_lines"."freight_estimate", 0) >= 0 and coalesce("quote_lines"."core_charge", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_request_companies" (
	"quote_request_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "quote_request_companies_quote_request_id_company_id_pk" PRIMARY KEY("quote_request_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"buyer_company_id" integer NOT NULL,
	"user_id" integer,
	"needed_by" date,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"dealer_company_id" integer NOT NULL,
	"buyer_company_id" integer NOT NULL,
	"sent_by_user_id" integer,
	"status" text DEFAULT 'sent' NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"decline_reason" text,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_companies" ADD CONSTRAINT "quote_request_companies_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_companies" ADD CONSTRAINT "quote_request_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_dealer_company_id_companies_id_fk" FOREIGN KEY ("dealer_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_buyer_company_id_companies_id_fk" FOREIGN KEY ("buyer_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_lines_quote_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quote_lines_search_idx" ON "quote_lines" USING btree ("part_search_id");--> statement-breakpoint
CREATE INDEX "quote_request_companies_company_idx" ON "quote_request_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "quote_requests_request_idx" ON "quote_requests" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_request_dealer_key" ON "quotes" USING btree ("request_id","dealer_company_id");--> statement-breakpoint
CREATE INDEX "quotes_buyer_idx" ON "quotes" USING btree ("buyer_company_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_dealer_idx" ON "quotes" USING btree ("dealer_company_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);