CREATE TABLE "machine_inventory_parts" (
	"machine_id" integer NOT NULL,
	"inventory_part_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "machine_inventory_parts_machine_id_inventory_part_id_pk" PRIMARY KEY("machine_id","inventory_part_id")
);
--> statement-breakpoint
CREATE TABLE "machine_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"position" integer NOT NULL,
	"component" text NOT NULL,
	"condition" text NOT NULL,
	"price_cents" integer
);
--> statement-breakpoint
CREATE TABLE "machine_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"picnum" integer NOT NULL,
	"key" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_watch_matches" (
	"watch_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "machine_watch_matches_watch_id_machine_id_pk" PRIMARY KEY("watch_id","machine_id")
);
--> statement-breakpoint
CREATE TABLE "machine_watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"model" text NOT NULL,
	"model_norm" text COLLATE "C" NOT NULL,
	"state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_emailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"model" text NOT NULL,
	"model_norm" text COLLATE "C" NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"serial_norm" text COLLATE "C" DEFAULT '' NOT NULL,
	"year" integer,
	"hours" integer,
	"arrival_date" date,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'arriving' NOT NULL,
	"engine_make" text DEFAULT '' NOT NULL,
	"engine_model" text DEFAULT '' NOT NULL,
	"transmission_model" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visible_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "related_machine_id" integer;--> statement-breakpoint
ALTER TABLE "machine_inventory_parts" ADD CONSTRAINT "machine_inventory_parts_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_inventory_parts" ADD CONSTRAINT "machine_inventory_parts_inventory_part_id_inventory_parts_id_fk" FOREIGN KEY ("inventory_part_id") REFERENCES "public"."inventory_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_parts" ADD CONSTRAINT "machine_parts_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_pictures" ADD CONSTRAINT "machine_pictures_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_watch_matches" ADD CONSTRAINT "machine_watch_matches_watch_id_machine_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."machine_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_watch_matches" ADD CONSTRAINT "machine_watch_matches_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_watches" ADD CONSTRAINT "machine_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_watches" ADD CONSTRAINT "machine_watches_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_inventory_parts_part_idx" ON "machine_inventory_parts" USING btree ("inventory_part_id");--> statement-breakpoint
CREATE INDEX "machine_parts_machine_idx" ON "machine_parts" USING btree ("machine_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_pictures_machine_picnum_key" ON "machine_pictures" USING btree ("machine_id","picnum");--> statement-breakpoint
CREATE INDEX "machine_pictures_key_idx" ON "machine_pictures" USING btree ("key");--> statement-breakpoint
CREATE INDEX "machine_watch_matches_machine_idx" ON "machine_watch_matches" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "machine_watches_user_idx" ON "machine_watches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "machine_watches_make_idx" ON "machine_watches" USING btree ("manufacturer_id","model_norm");--> statement-breakpoint
CREATE INDEX "machines_created_idx" ON "machines" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "machines_company_created_idx" ON "machines" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "machines_make_created_idx" ON "machines" USING btree ("manufacturer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "machines_make_status_created_idx" ON "machines" USING btree ("manufacturer_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "machines_state_created_idx" ON "machines" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "machines_model_idx" ON "machines" USING btree ("model_norm","id");--> statement-breakpoint
CREATE INDEX "machines_serial_idx" ON "machines" USING btree ("serial_norm","id");