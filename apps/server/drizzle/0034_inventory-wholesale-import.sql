ALTER TABLE "inventory_import_rows" ADD COLUMN "wholesale_price_cents" integer;--> statement-breakpoint
ALTER TABLE "inventory_imports" ADD COLUMN "with_wholesale_price" integer DEFAULT 0 NOT NULL;