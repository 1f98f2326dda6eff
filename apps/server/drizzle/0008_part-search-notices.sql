CREATE TABLE "part_search_notices" (
	"dealer_company_id" integer NOT NULL,
	"searcher_company_id" integer NOT NULL,
	"part_number" text NOT NULL,
	"notified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "part_search_notices_dealer_company_id_searcher_company_id_part_number_pk" PRIMARY KEY("dealer_company_id","searcher_company_id","part_number")
);
--> statement-breakpoint
ALTER TABLE "part_searches" ADD COLUMN "from_browse" boolean DEFAULT false NOT NULL;