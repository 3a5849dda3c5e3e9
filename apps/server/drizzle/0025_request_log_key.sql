-- A line may name the personal API key it was made with (issue 34): a seventh field, an index
-- into `texts` (the key's id), written only for key requests, so a session's line is unchanged
-- and lines written before read a null key.
DROP VIEW "api_request_logs";--> statement-breakpoint
CREATE VIEW "api_request_logs" AS
  SELECT b."first_id" + l.n - 1 AS "id", b."user_id",
    b."texts"[split_part(l.entry, ',', 1)::int] AS "method",
    b."texts"[split_part(l.entry, ',', 2)::int] AS "path",
    split_part(l.entry, ',', 4)::int AS "status",
    split_part(l.entry, ',', 5)::int AS "duration_ms",
    b."texts"[nullif(split_part(l.entry, ',', 3), '')::int] AS "ip",
    b."first_at" + split_part(l.entry, ',', 6)::bigint * interval '1 microsecond' AS "created_at",
    b."last_at" AS "batch_last_at",
    b."texts"[nullif(split_part(l.entry, ',', 7), '')::int]::uuid AS "api_key_id"
  FROM "api_request_log_batches" b,
    string_to_table(b."entries", ' ') WITH ORDINALITY AS l(entry, n);
