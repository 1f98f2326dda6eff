CREATE TABLE "limit_counts" (
	"key" text NOT NULL,
	"window_seconds" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "limit_counts_key_window_seconds_pk" PRIMARY KEY("key","window_seconds")
);
--> statement-breakpoint
CREATE TABLE "orphan_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"provider" text NOT NULL,
	"account" text,
	"intent_id" text NOT NULL,
	"amount" integer,
	"currency" text,
	"order_ref" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text
);
--> statement-breakpoint
DROP INDEX "jobs_due_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "priority" smallint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "orphan_payments" ADD CONSTRAINT "orphan_payments_event_id_payment_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."payment_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orphan_payments_intent_key" ON "orphan_payments" USING btree ("intent_id");--> statement-breakpoint
CREATE INDEX "orphan_payments_open_idx" ON "orphan_payments" USING btree ("received_at") WHERE "orphan_payments"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("priority","run_at") WHERE "jobs"."status" in ('pending', 'running');