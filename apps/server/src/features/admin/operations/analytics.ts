import type {
  AdminEngagement,
  AdminPerformance,
  AdminTimeRange,
  AdminTraffic,
} from '@atelier/contract';
import type { Database } from '../../../db/client';

/** A range as a number of buckets and their SQL unit: days, or months for 12m. */
function rangeOf(range: AdminTimeRange) {
  return range === '12m'
    ? { bucket: 'month' as const, count: 12, unit: 'month', format: 'YYYY-MM' }
    : {
        bucket: 'day' as const,
        count: Number(range.slice(0, -1)),
        unit: 'day',
        format: 'YYYY-MM-DD',
      };
}

/**
 * The buckets of a range, oldest first, as a CTE `buckets(starts, ends)` in UTC, so every period
 * has a row even when nothing happened in it.
 */
const bucketsCte = (unit: string, count: number) => `
  buckets AS (
    SELECT starts, starts + interval '1 ${unit}' AS ends
    FROM generate_series(
      date_trunc('${unit}', now() AT TIME ZONE 'UTC') - interval '${count - 1} ${unit}',
      date_trunc('${unit}', now() AT TIME ZONE 'UTC'), interval '1 ${unit}') AS local(day),
    LATERAL (SELECT day AT TIME ZONE 'UTC' AS starts) utc
  )`;

/**
 * Requests per UTC day and user since `since`: the roll-up for finished days
 * (lib/request-log-rollup.ts), the raw log after the last day rolled up (today, normally). The
 * cut-off is read first and written into the query as a constant, so PostgreSQL plans the raw
 * part for the few rows it is (an expression there made it plan for a third of the table).
 */
export async function userDaysSql(db: Database, since: Date): Promise<string> {
  const { rows } = await db.$client.query<{ after: string | null }>(
    `SELECT (max(day) + 1)::text AS after FROM api_request_days`,
  );
  const sinceIso = since.toISOString();
  const rawSince = rows[0]?.after
    ? new Date(Math.max(since.getTime(), Date.parse(`${rows[0].after}T00:00:00Z`))).toISOString()
    : sinceIso;
  return `
    SELECT day, user_id, requests FROM api_request_days
    WHERE day >= ('${sinceIso}'::timestamptz AT TIME ZONE 'UTC')::date
    UNION ALL
    SELECT (created_at AT TIME ZONE 'UTC')::date, user_id, count(*)::int
    FROM api_request_logs
    WHERE created_at >= '${rawSince}'::timestamptz AND batch_last_at >= '${rawSince}'::timestamptz
    GROUP BY 1, 2`;
}

/** The first instant of a range's oldest bucket (UTC). */
function rangeStart(unit: string, count: number): Date {
  const now = new Date();
  return unit === 'month'
    ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1), 1))
    : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (count - 1)));
}

/** GET /api/admin/analytics/traffic: sign-ups, active users and requests per period. */
export async function traffic(db: Database, range: AdminTimeRange): Promise<AdminTraffic> {
  const { bucket, count, unit, format } = rangeOf(range);
  const userDays = await userDaysSql(db, rangeStart(unit, count));
  const { rows } = await db.$client.query<{
    period: string;
    signups: number;
    active: number;
    requests: number;
  }>(`
    WITH ${bucketsCte(unit, count)},
    user_days AS (${userDays}),
    activity AS (
      SELECT date_trunc('${unit}', day) AS starts, user_id, requests FROM user_days
      UNION ALL
      SELECT date_trunc('${unit}', created_at AT TIME ZONE 'UTC'), user_id, 0 FROM sessions
      WHERE created_at >= (SELECT min(starts) FROM buckets)
    ),
    per_period AS (
      SELECT starts AT TIME ZONE 'UTC' AS starts, count(DISTINCT user_id) AS active,
        sum(requests) AS requests
      FROM activity GROUP BY 1
    ),
    signups AS (
      SELECT date_trunc('${unit}', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS starts,
        count(*) AS n
      FROM users WHERE created_at >= (SELECT min(starts) FROM buckets) GROUP BY 1
    )
    SELECT to_char(b.starts AT TIME ZONE 'UTC', '${format}') AS period,
      coalesce(s.n, 0)::int AS signups,
      coalesce(p.active, 0)::int AS active,
      coalesce(p.requests, 0)::int AS requests
    FROM buckets b
    LEFT JOIN signups s ON s.starts = b.starts
    LEFT JOIN per_period p ON p.starts = b.starts
    ORDER BY b.starts`);
  return {
    time_range: range,
    bucket,
    points: rows.map((row) => ({
      period: row.period,
      signups: row.signups,
      active_users: row.active,
      requests: row.requests,
    })),
  };
}

/** GET /api/admin/analytics/performance: latency percentiles and errors, generation outcomes. */
export async function performance(db: Database, range: AdminTimeRange): Promise<AdminPerformance> {
  const { bucket, count, unit, format } = rangeOf(range);
  const [latency, generation] = await Promise.all([
    db.$client.query<{
      period: string;
      requests: number;
      p50: number | null;
      p95: number | null;
      p99: number | null;
      errors: number;
    }>(`
      WITH ${bucketsCte(unit, count)},
      -- Each line of the range once, with its bucket: joined on a range instead, the view was
      -- unpacked again for every bucket (90 days of a million lines: 27-36 s, now 1.7 s).
      lines AS (
        SELECT date_trunc('${unit}', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS starts,
          duration_ms, status
        FROM api_request_logs
        WHERE created_at >= (SELECT min(starts) FROM buckets)
          AND batch_last_at >= (SELECT min(starts) FROM buckets)
      )
      SELECT to_char(b.starts AT TIME ZONE 'UTC', '${format}') AS period,
        count(l.starts)::int AS requests,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY l.duration_ms) AS p50,
        percentile_cont(0.95) WITHIN GROUP (ORDER BY l.duration_ms) AS p95,
        percentile_cont(0.99) WITHIN GROUP (ORDER BY l.duration_ms) AS p99,
        count(*) FILTER (WHERE l.status >= 500)::int AS errors
      FROM buckets b
      LEFT JOIN lines l ON l.starts = b.starts
      GROUP BY b.starts ORDER BY b.starts`),
    db.$client.query<{
      tool: string;
      jobs: number;
      succeeded: number;
      failed: number;
      mean: number | null;
    }>(`
      WITH ${bucketsCte(unit, count)}
      SELECT tool, count(*)::int AS jobs,
        count(*) FILTER (WHERE status = 'succeeded')::int AS succeeded,
        count(*) FILTER (WHERE status = 'failed')::int AS failed,
        avg(extract(epoch FROM finished_at - created_at))
          FILTER (WHERE status = 'succeeded') AS mean
      FROM generation_jobs
      WHERE finished_at >= (SELECT min(starts) FROM buckets)
        AND status IN ('succeeded', 'failed', 'canceled')
      GROUP BY tool ORDER BY jobs DESC, tool`),
  ]);
  const round = (value: number | null, places = 1) =>
    value === null ? 0 : Math.round(value * 10 ** places) / 10 ** places;
  return {
    time_range: range,
    bucket,
    latency: latency.rows.map((row) => ({
      period: row.period,
      requests: row.requests,
      p50_ms: round(row.p50),
      p95_ms: round(row.p95),
      p99_ms: round(row.p99),
      error_rate: row.requests === 0 ? 0 : round(row.errors / row.requests, 4),
    })),
    generation: generation.rows.map((row) => ({
      tool: row.tool,
      jobs: row.jobs,
      succeeded: row.succeeded,
      failed: row.failed,
      success_rate: row.jobs === 0 ? 0 : round(row.succeeded / row.jobs, 4),
      mean_duration_seconds: row.mean === null ? null : round(row.mean, 2),
    })),
  };
}

const COHORT_WEEKS = 8;

/** GET /api/admin/analytics/engagement: what each plan uses, cohort retention, the top tools. */
export async function engagement(db: Database): Promise<AdminEngagement> {
  const [byPlan, cohorts, tools] = await Promise.all([
    db.$client.query<{ plan: string; feature: string; uses: number }>(`
      SELECT u.subscription_plan AS plan, j.kind AS feature, count(*)::int AS uses
      FROM generation_jobs j JOIN users u ON u.id = j.user_id
      WHERE j.status = 'succeeded' AND j.created_at > now() - interval '30 days'
      GROUP BY 1, 2
      UNION ALL
      SELECT u.subscription_plan, 'workflow', count(*)::int
      FROM workflows w JOIN users u ON u.id = w.user_id
      WHERE w.created_at > now() - interval '30 days'
      GROUP BY 1
      ORDER BY 1, 2`),
    db.$client.query<{ week: string; size: number; active: number[] }>(`
      WITH weeks AS (
        SELECT generate_series(
          date_trunc('week', now() AT TIME ZONE 'UTC') - interval '${COHORT_WEEKS - 1} weeks',
          date_trunc('week', now() AT TIME ZONE 'UTC'), interval '1 week') AT TIME ZONE 'UTC' AS starts
      ), members AS (
        SELECT w.starts, u.id FROM weeks w
        JOIN users u ON u.created_at >= w.starts AND u.created_at < w.starts + interval '1 week'
      )
      SELECT to_char(w.starts AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS week,
        (SELECT count(*) FROM members m WHERE m.starts = w.starts)::int AS size,
        ARRAY(
          SELECT (SELECT count(DISTINCT m.id) FROM members m
                  JOIN api_request_logs l ON l.user_id = m.id
                  WHERE m.starts = w.starts
                    AND l.created_at >= w.starts + make_interval(weeks => k)
                    AND l.batch_last_at >= w.starts + make_interval(weeks => k)
                    AND l.created_at < w.starts + make_interval(weeks => k + 1))::int
          FROM generate_series(0, (extract(epoch FROM date_trunc('week', now()) - w.starts) / 604800)::int) AS k
        ) AS active
      FROM weeks w ORDER BY w.starts`),
    db.$client.query<{ tool: string; uses: number }>(`
      SELECT tool, count(*)::int AS uses FROM generation_jobs
      WHERE status = 'succeeded' AND created_at > now() - interval '30 days'
      GROUP BY tool ORDER BY uses DESC, tool LIMIT 10`),
  ]);
  return {
    feature_use_by_plan: byPlan.rows,
    cohorts: cohorts.rows.map((row) => ({
      week: row.week,
      size: row.size,
      retention: row.active.map((active) =>
        row.size === 0 ? 0 : Math.round((active / row.size) * 10_000) / 10_000,
      ),
    })),
    top_tools: tools.rows,
  };
}
