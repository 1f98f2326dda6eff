ALTER TABLE "part_searches" ADD COLUMN "request_id" integer;--> statement-breakpoint
CREATE INDEX "part_searches_request_idx" ON "part_searches" USING btree ("request_id");