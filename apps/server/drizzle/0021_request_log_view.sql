DROP TABLE "api_request_logs" CASCADE;--> statement-breakpoint
-- The lines, one row each, as the request log's readers read them; batch_last_at lets a reader
-- filtering on time bound the batches too (their BRIN index).
CREATE VIEW "api_request_logs" AS
  SELECT b."first_id" + l.n - 1 AS "id", b."user_id", l."method", l."path", l."status",
    l."duration_ms", l."ip", l."created_at", b."last_at" AS "batch_last_at"
  FROM "api_request_log_batches" b,
    unnest(b."methods", b."paths", b."statuses", b."durations_ms", b."ips", b."times")
      WITH ORDINALITY AS l("method", "path", "status", "duration_ms", "ip", "created_at", n);
