-- A batch's lines as one text value and its strings once each, instead of six arrays: the
-- database parsed and built an element for each of a line's six values, the better part of its
-- work per request (ADR 014).
DROP VIEW "api_request_logs";--> statement-breakpoint
ALTER TABLE "api_request_log_batches" RENAME TO "api_request_log_arrays";--> statement-breakpoint
DROP INDEX "api_request_log_batches_user_idx";--> statement-breakpoint
DROP INDEX "api_request_log_batches_last_idx";--> statement-breakpoint
CREATE TABLE "api_request_log_batches" (
	"user_id" uuid NOT NULL,
	"first_id" bigint NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"lines" integer NOT NULL,
	"texts" text[] NOT NULL,
	"entries" text NOT NULL
);--> statement-breakpoint
-- Each line logged so far becomes a row of its own, keeping its id and its time to the
-- microsecond (a row of the old form could hold more strings than a row may now).
INSERT INTO "api_request_log_batches" ("user_id", "first_id", "first_at", "last_at", "lines", "texts", "entries")
  SELECT b."user_id", b."first_id" + l.n - 1, l."at", l."at", 1,
    CASE WHEN l."ip" IS NULL THEN ARRAY[l."method", l."path"] ELSE ARRAY[l."method", l."path", l."ip"] END,
    '1,2,' || CASE WHEN l."ip" IS NULL THEN '' ELSE '3' END || ',' || l."status" || ',' || l."duration_ms" || ',0'
  FROM "api_request_log_arrays" b,
    unnest(b."methods", b."paths", b."statuses", b."durations_ms", b."ips", b."times")
      WITH ORDINALITY AS l("method", "path", "status", "duration_ms", "ip", "at", n);--> statement-breakpoint
DROP TABLE "api_request_log_arrays";--> statement-breakpoint
CREATE INDEX "api_request_log_batches_user_idx" ON "api_request_log_batches" USING btree ("user_id","last_at");--> statement-breakpoint
CREATE INDEX "api_request_log_batches_last_idx" ON "api_request_log_batches" USING brin ("last_at");--> statement-breakpoint
-- The lines, one row each, as the request log's readers read them; batch_last_at lets a reader
-- filtering on time bound the batches too (their BRIN index).
CREATE VIEW "api_request_logs" AS
  SELECT b."first_id" + l.n - 1 AS "id", b."user_id",
    b."texts"[split_part(l.entry, ',', 1)::int] AS "method",
    b."texts"[split_part(l.entry, ',', 2)::int] AS "path",
    split_part(l.entry, ',', 4)::int AS "status",
    split_part(l.entry, ',', 5)::int AS "duration_ms",
    b."texts"[nullif(split_part(l.entry, ',', 3), '')::int] AS "ip",
    b."first_at" + split_part(l.entry, ',', 6)::bigint * interval '1 microsecond' AS "created_at",
    b."last_at" AS "batch_last_at"
  FROM "api_request_log_batches" b,
    string_to_table(b."entries", ' ') WITH ORDINALITY AS l(entry, n);
