CREATE TABLE "stats_counterpart_months" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"counterpart_id" integer NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"messages_received" integer DEFAULT 0 NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"quick_quotes_sent" integer DEFAULT 0 NOT NULL,
	"quick_quotes_accepted" integer DEFAULT 0 NOT NULL,
	"quick_quotes_declined" integer DEFAULT 0 NOT NULL,
	"orders_received" integer DEFAULT 0 NOT NULL,
	"orders_placed" integer DEFAULT 0 NOT NULL,
	"orders_placed_amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_counterpart_months_company_id_month_counterpart_id_pk" PRIMARY KEY("company_id","month","counterpart_id")
);

--> statement-breakpoint
-- hand-written:
-- A company's rows of a period are read from the primary keys alone (index-only scans): the rows
-- themselves lie wherever the job's upserts put them, a heap page per row.
ALTER TABLE "stats_counterpart_days" DROP CONSTRAINT "stats_counterpart_days_company_id_day_counterpart_id_pk";
--> statement-breakpoint
ALTER TABLE "stats_counterpart_days" ADD CONSTRAINT "stats_counterpart_days_company_id_day_counterpart_id_pk"
  PRIMARY KEY ("company_id", "day", "counterpart_id") INCLUDE ("searches", "messages_received", "answers", "quick_quotes_sent", "quick_quotes_accepted", "quick_quotes_declined", "orders_received", "orders_placed", "orders_placed_amount_cents");
--> statement-breakpoint
ALTER TABLE "stats_counterpart_months" DROP CONSTRAINT "stats_counterpart_months_company_id_month_counterpart_id_pk";
--> statement-breakpoint
ALTER TABLE "stats_counterpart_months" ADD CONSTRAINT "stats_counterpart_months_company_id_month_counterpart_id_pk"
  PRIMARY KEY ("company_id", "month", "counterpart_id") INCLUDE ("searches", "messages_received", "answers", "quick_quotes_sent", "quick_quotes_accepted", "quick_quotes_declined", "orders_received", "orders_placed", "orders_placed_amount_cents");
--> statement-breakpoint
-- The month rollups start as the sums of the day rollups counted so far; from here on the stats rollup
-- job adds to both in the same statements (ADR 0018).
INSERT INTO "stats_counterpart_months" ("company_id", "month", "counterpart_id", "searches", "messages_received",
  "answers", "quick_quotes_sent", "quick_quotes_accepted", "quick_quotes_declined", "orders_received", "orders_placed",
  "orders_placed_amount_cents")
SELECT "company_id", date_trunc('month', "day"::timestamp)::date, "counterpart_id", sum("searches"),
  sum("messages_received"), sum("answers"), sum("quick_quotes_sent"), sum("quick_quotes_accepted"),
  sum("quick_quotes_declined"), sum("orders_received"), sum("orders_placed"), sum("orders_placed_amount_cents")
FROM "stats_counterpart_days" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
