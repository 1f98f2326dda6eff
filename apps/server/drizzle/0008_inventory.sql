CREATE TABLE "inventory_import_errors" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"message" text NOT NULL,
	"cells" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "inventory_import_errors_import_id_row_pk" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
CREATE TABLE "inventory_import_mappings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_import_rows" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"partnum" text NOT NULL,
	"partnum_norm" text COLLATE "C" NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"condition" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" integer,
	"pictures" text[],
	CONSTRAINT "inventory_import_rows_import_id_row_pk" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
CREATE TABLE "inventory_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"status" text NOT NULL,
	"mode" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text,
	"mapping" jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "inventory_parts_company_idx";--> statement-breakpoint
ALTER TABLE "inventory_import_errors" ADD CONSTRAINT "inventory_import_errors_import_id_inventory_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."inventory_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_import_mappings" ADD CONSTRAINT "inventory_import_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_import_rows" ADD CONSTRAINT "inventory_import_rows_import_id_inventory_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."inventory_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_imports" ADD CONSTRAINT "inventory_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_imports" ADD CONSTRAINT "inventory_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_imports_company_idx" ON "inventory_imports" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inventory_parts_company_idx" ON "inventory_parts" USING btree ("company_id","id");