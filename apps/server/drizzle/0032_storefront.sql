CREATE TABLE "storefront_customer_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"field" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storefront_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_company_id" integer NOT NULL,
	"customer_company_id" integer NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"price_tier" text DEFAULT 'retail' NOT NULL,
	"credit_terms" smallint,
	"credit_limit_cents" integer,
	"removed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefront_customers_terms_check" CHECK ("storefront_customers"."credit_terms" in (15, 30, 45, 60)),
	CONSTRAINT "storefront_customers_limit_check" CHECK ("storefront_customers"."credit_limit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "storefront_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"price_visibility" text DEFAULT 'all' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_parts" ADD COLUMN "wholesale_price_cents" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_tier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offline_payment" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "overdue_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "storefront_customer_changes" ADD CONSTRAINT "storefront_customer_changes_customer_id_storefront_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."storefront_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_customer_changes" ADD CONSTRAINT "storefront_customer_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_customers" ADD CONSTRAINT "storefront_customers_seller_company_id_companies_id_fk" FOREIGN KEY ("seller_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_customers" ADD CONSTRAINT "storefront_customers_customer_company_id_companies_id_fk" FOREIGN KEY ("customer_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_settings" ADD CONSTRAINT "storefront_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storefront_customer_changes_customer_idx" ON "storefront_customer_changes" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "storefront_customers_pair_key" ON "storefront_customers" USING btree ("seller_company_id","customer_company_id");--> statement-breakpoint
CREATE INDEX "storefront_customers_customer_idx" ON "storefront_customers" USING btree ("customer_company_id");