CREATE TABLE "order_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"part_number" text NOT NULL,
	"field" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_invoice_counters" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" integer;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_invoice_counters" ADD CONSTRAINT "seller_invoice_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_changes_order_idx" ON "order_changes" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_key" ON "orders" USING btree ("vendor_company_id","invoice_number") WHERE "orders"."invoice_number" is not null;--> statement-breakpoint
-- hand-written:
-- Orders paid before invoice numbers existed get theirs, per seller in the order they were placed,
-- and each seller's counter starts after them (never reused).
UPDATE "orders" o SET "invoice_number" = n.rn FROM (
  SELECT "id", row_number() OVER (PARTITION BY "vendor_company_id" ORDER BY coalesce("placed_at", "created_at"), "id") AS rn
  FROM "orders"
  WHERE "status" IN ('order_placed', 'order_shipped')
     OR ("status" = 'order_canceled' AND "canceled_from_status" IN ('order_placed', 'order_shipped'))
) n WHERE o."id" = n."id";--> statement-breakpoint
INSERT INTO "seller_invoice_counters" ("company_id", "last_number")
SELECT "vendor_company_id", max("invoice_number") FROM "orders" WHERE "invoice_number" IS NOT NULL GROUP BY "vendor_company_id";
