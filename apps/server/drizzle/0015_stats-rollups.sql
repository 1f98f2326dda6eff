CREATE TABLE "stats_counterpart_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"counterpart_id" integer NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"messages_received" integer DEFAULT 0 NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"quick_quotes_sent" integer DEFAULT 0 NOT NULL,
	"orders_received" integer DEFAULT 0 NOT NULL,
	"orders_placed" integer DEFAULT 0 NOT NULL,
	"orders_placed_amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_counterpart_days_company_id_day_counterpart_id_pk" PRIMARY KEY("company_id","day","counterpart_id")
);
--> statement-breakpoint
CREATE TABLE "stats_demand_days" (
	"manufacturer_id" integer NOT NULL,
	"day" date NOT NULL,
	"part_number" text COLLATE "C" NOT NULL,
	"buyer_company_id" integer NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_demand_days_manufacturer_id_day_part_number_buyer_company_id_pk" PRIMARY KEY("manufacturer_id","day","part_number","buyer_company_id")
);
--> statement-breakpoint
CREATE TABLE "stats_order_marks" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"requested_day" date,
	"placed_day" date
);
--> statement-breakpoint
CREATE TABLE "stats_part_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"part_number" text COLLATE "C" NOT NULL,
	"counterpart_id" integer NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"quick_quotes_sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_part_days_company_id_day_part_number_counterpart_id_pk" PRIMARY KEY("company_id","day","part_number","counterpart_id")
);
--> statement-breakpoint
CREATE TABLE "stats_processed" (
	"source" text NOT NULL,
	"id" integer NOT NULL,
	CONSTRAINT "stats_processed_source_id_pk" PRIMARY KEY("source","id")
);
--> statement-breakpoint
CREATE TABLE "stats_reply_days" (
	"company_id" integer NOT NULL,
	"counterpart_id" integer NOT NULL,
	"day" date NOT NULL,
	"reply_seconds" integer NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "stats_reply_days_company_id_counterpart_id_day_reply_seconds_pk" PRIMARY KEY("company_id","counterpart_id","day","reply_seconds")
);
--> statement-breakpoint
CREATE TABLE "stats_rollup_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"order_since" timestamp with time zone NOT NULL,
	"backfill_pair_company" integer DEFAULT 0 NOT NULL,
	"backfill_pair_counterpart" integer DEFAULT 0 NOT NULL,
	"backfill_done_at" timestamp with time zone,
	"version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_sources" (
	"source" text PRIMARY KEY NOT NULL,
	"mark" integer NOT NULL,
	"backfill_cursor" integer DEFAULT 0 NOT NULL,
	"backfill_until" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stats_counterpart_days_pair_idx" ON "stats_counterpart_days" USING btree ("company_id","counterpart_id","day");--> statement-breakpoint
CREATE INDEX "stats_demand_days_buyer_idx" ON "stats_demand_days" USING btree ("buyer_company_id","day");--> statement-breakpoint
CREATE INDEX "stats_reply_days_company_day_idx" ON "stats_reply_days" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "stats_reply_days_day_idx" ON "stats_reply_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "orders_requested_at_idx" ON "orders" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "orders_placed_at_idx" ON "orders" USING btree ("placed_at");--> statement-breakpoint
-- hand-written: when existing orders were requested and paid (the stats manager counts them by day). A paid order's
-- payment says when it succeeded; a request's time was not kept, so an order still waiting on the seller takes its
-- last change and a later one the time it was started.
UPDATE "orders" o SET "placed_at" = coalesce(p."succeeded_at", p."updated_at") FROM "payments" p
  WHERE p."order_id" = o."id" AND o."status" IN ('order_placed', 'order_shipped') AND o."placed_at" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "placed_at" = coalesce("shipped_at", "updated_at")
  WHERE "status" IN ('order_placed', 'order_shipped') AND "placed_at" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "requested_at" = CASE WHEN "status" = 'order_requested' THEN "updated_at" ELSE "created_at" END
  WHERE "status" <> 'new_order' AND "requested_at" IS NULL;
