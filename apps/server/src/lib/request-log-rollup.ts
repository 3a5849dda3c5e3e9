import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Rolls finished UTC days of the request log up into `api_request_days` (one row per day and
 * user), from the day after the last one rolled up to yesterday. Idempotent: a day is written
 * once (ON CONFLICT DO NOTHING), so two processes sweeping at once agree. Answers the days added.
 */
export async function rollUpRequestLog(db: Database): Promise<number> {
  const { rows } = await db.execute<{ days: number }>(sql`
    WITH bounds AS (
      SELECT coalesce(
          (SELECT max(day) + 1 FROM api_request_days),
          (SELECT min(first_at AT TIME ZONE 'UTC')::date FROM api_request_log_batches)
        ) AS first_day,
        (now() AT TIME ZONE 'UTC')::date AS today
    ), added AS (
      INSERT INTO api_request_days (day, user_id, requests)
      SELECT (l.created_at AT TIME ZONE 'UTC')::date, l.user_id, count(*)::int
      FROM api_request_logs l, bounds b
      WHERE l.created_at >= b.first_day::timestamp AT TIME ZONE 'UTC'
        AND l.batch_last_at >= b.first_day::timestamp AT TIME ZONE 'UTC'
        AND l.created_at < b.today::timestamp AT TIME ZONE 'UTC'
      GROUP BY 1, 2
      ON CONFLICT DO NOTHING
      RETURNING day
    )
    SELECT count(DISTINCT day)::int AS days FROM added`);
  return rows[0]?.days ?? 0;
}
