ALTER TABLE "browse_summary" DROP CONSTRAINT "browse_summary_manufacturer_id_manufacturers_id_fk";
