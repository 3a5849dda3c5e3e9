CREATE TABLE "api_request_log_batches" (
	"user_id" uuid NOT NULL,
	"first_id" bigint NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"lines" integer NOT NULL,
	"methods" text[] NOT NULL,
	"paths" text[] NOT NULL,
	"statuses" integer[] NOT NULL,
	"durations_ms" integer[] NOT NULL,
	"ips" text[] NOT NULL,
	"times" timestamp with time zone[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_request_log_ids" (
	"next" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "api_request_log_batches_user_idx" ON "api_request_log_batches" USING btree ("user_id","last_at");--> statement-breakpoint
CREATE INDEX "api_request_log_batches_last_idx" ON "api_request_log_batches" USING brin ("last_at");--> statement-breakpoint
-- Each line logged so far becomes a row of its own and keeps its id (ADR 014).
INSERT INTO "api_request_log_batches" ("user_id", "first_id", "first_at", "last_at", "lines", "methods", "paths", "statuses", "durations_ms", "ips", "times")
  SELECT "user_id", "id", "created_at", "created_at", 1, ARRAY["method"], ARRAY["path"], ARRAY["status"], ARRAY["duration_ms"], ARRAY["ip"], ARRAY["created_at"]
  FROM "api_request_logs";--> statement-breakpoint
INSERT INTO "api_request_log_ids" ("next") SELECT coalesce(max("id"), 0) + 1 FROM "api_request_logs";--> statement-breakpoint
-- Reserves n line ids for a batch and answers the first: one statement per batch, whatever its
-- size; the row lock serialises writers of two processes for as long as their transactions last.
CREATE FUNCTION "api_request_log_ids"(n integer) RETURNS bigint LANGUAGE sql AS $$
  UPDATE "api_request_log_ids" SET "next" = "next" + n RETURNING "next" - n
$$;
