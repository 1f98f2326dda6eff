CREATE TABLE "stats_demand_months" (
	"month" date NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"part_number" text COLLATE "C" NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_demand_months_month_manufacturer_id_part_number_pk" PRIMARY KEY("month","manufacturer_id","part_number")
);
--> statement-breakpoint
ALTER TABLE "stats_demand_days" DROP CONSTRAINT "stats_demand_days_manufacturer_id_day_part_number_buyer_company_id_pk";--> statement-breakpoint
ALTER TABLE "stats_demand_days" ADD CONSTRAINT "stats_demand_days_day_manufacturer_id_part_number_buyer_company_id_pk" PRIMARY KEY("day","manufacturer_id","part_number","buyer_company_id");--> statement-breakpoint
CREATE INDEX "stats_demand_days_part_idx" ON "stats_demand_days" USING btree ("manufacturer_id","part_number","day");
--> statement-breakpoint
-- hand-written:
-- The network's demand of a period is read from the indexes alone (index-only scans, ADR 0018): the
-- edge days' searches from the day rows' primary key, the months' from the month rows', and the
-- distinct buyers of the rows a lost-demand page shows from the part index.
ALTER TABLE "stats_demand_days" DROP CONSTRAINT "stats_demand_days_day_manufacturer_id_part_number_buyer_company_id_pk";
--> statement-breakpoint
ALTER TABLE "stats_demand_days" ADD CONSTRAINT "stats_demand_days_day_manufacturer_id_part_number_buyer_company_id_pk"
  PRIMARY KEY ("day", "manufacturer_id", "part_number", "buyer_company_id") INCLUDE ("searches");
--> statement-breakpoint
DROP INDEX "stats_demand_days_part_idx";
--> statement-breakpoint
CREATE INDEX "stats_demand_days_part_idx" ON "stats_demand_days" USING btree ("manufacturer_id", "part_number", "day")
  INCLUDE ("buyer_company_id");
--> statement-breakpoint
ALTER TABLE "stats_demand_months" DROP CONSTRAINT "stats_demand_months_month_manufacturer_id_part_number_pk";
--> statement-breakpoint
ALTER TABLE "stats_demand_months" ADD CONSTRAINT "stats_demand_months_month_manufacturer_id_part_number_pk"
  PRIMARY KEY ("month", "manufacturer_id", "part_number") INCLUDE ("searches");
--> statement-breakpoint
-- The month rows start as the sums of the day rows counted so far; from here on the stats rollup job
-- adds to both in the same statement.
INSERT INTO "stats_demand_months" ("month", "manufacturer_id", "part_number", "searches")
SELECT date_trunc('month', "day"::timestamp)::date, "manufacturer_id", "part_number", sum("searches")
FROM "stats_demand_days" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
