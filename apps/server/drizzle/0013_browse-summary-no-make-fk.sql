ALTER TABLE "browse_summary" DROP CONSTRAINT "browse_summary_manufacturer_id_manufacturers_id_fk";
--> statement-breakpoint
DROP INDEX "inventory_parts_company_idx";--> statement-breakpoint
CREATE INDEX "inventory_parts_company_idx" ON "inventory_parts" USING btree ("company_id","id");