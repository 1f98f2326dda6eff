CREATE TABLE "inventory_import_cross_references" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"from_part_number" text COLLATE "C" NOT NULL,
	"to_part_number" text COLLATE "C" NOT NULL,
	"kind" text NOT NULL,
	"to_any_make" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_import_cross_references" ADD CONSTRAINT "inventory_import_cross_references_import_id_inventory_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."inventory_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_import_cross_references_row_idx" ON "inventory_import_cross_references" USING btree ("import_id","row");