import { PLAN_IDS, type AdminOverviewResponse, type PlanId } from '@atelier/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withSsdCosts } from '../../lib/ssd-costs';
import { userDaysSql } from './operations/analytics';

const DAYS = 30;

/**
 * GET /api/admin/analytics/overview: the Dashboard Overview from the database (no sample
 * figures). Orders are in USD or INR, both with cents, so a minor amount is a hundredth.
 */
export async function dashboardOverview(db: Database): Promise<AdminOverviewResponse> {
  const userDays = await userDaysSql(db, new Date(Date.now() - DAYS * 86_400_000));
  const [[counts, plans], usage, revenue, daily] = await Promise.all([
    // Counted from the users table's narrow indexes, not its wide rows.
    withSsdCosts(db, (tx) =>
      Promise.all([
        tx.execute<{ total: number; active: number; recent: number }>(sql`
          WITH user_days AS (${sql.raw(userDays)})
          SELECT (SELECT count(*) FROM users)::int AS total,
            (SELECT count(*) FROM (
              SELECT id FROM users WHERE last_login_at > now() - make_interval(days => ${DAYS})
              UNION SELECT user_id FROM user_days) active_ids)::int AS active,
            (SELECT count(*) FROM users
              WHERE created_at > now() - make_interval(days => ${DAYS}))::int AS recent`),
        tx.execute<{ plan: string; n: number }>(
          sql`SELECT subscription_plan AS plan, count(*)::int AS n FROM users GROUP BY 1`,
        ),
      ]),
    ),
    db.execute<{ kind: string; n: number }>(sql`
      SELECT kind, count(*)::int AS n FROM generation_jobs
      WHERE status = 'succeeded' AND created_at >= date_trunc('month', now())
      GROUP BY kind
      UNION ALL
      SELECT 'workflow', count(*)::int FROM workflows
      WHERE created_at >= date_trunc('month', now())`),
    db.execute<{ currency: string; minor: string }>(sql`
      SELECT currency, sum(amount_minor)::text AS minor FROM payment_orders
      WHERE status = 'paid' AND paid_at > now() - make_interval(days => ${DAYS})
      GROUP BY currency ORDER BY currency`),
    db.execute<{
      day: string;
      signups: number;
      revenue: { currency: string; minor: number }[];
    }>(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day,
        (SELECT count(*)::int FROM users
          WHERE created_at >= day AND created_at < day + interval '1 day') AS signups,
        coalesce((SELECT json_agg(json_build_object('currency', currency, 'minor', minor))
          FROM (SELECT currency, sum(amount_minor) AS minor FROM payment_orders
            WHERE status = 'paid' AND paid_at >= day AND paid_at < day + interval '1 day'
            GROUP BY currency) per_currency), '[]'::json) AS revenue
      FROM generate_series(
        date_trunc('day', now() AT TIME ZONE 'UTC') - make_interval(days => ${DAYS - 1}),
        date_trunc('day', now() AT TIME ZONE 'UTC'), interval '1 day') AS series(local_day),
        LATERAL (SELECT local_day AT TIME ZONE 'UTC' AS day) utc
      ORDER BY day`),
  ]);
  const totals = counts.rows[0] ?? { total: 0, active: 0, recent: 0 };
  const made = (kind: string) => usage.rows.find((row) => row.kind === kind)?.n ?? 0;
  return {
    total_users: totals.total,
    active_users_30d: totals.active,
    new_users_30d: totals.recent,
    subscription_stats: Object.fromEntries(
      PLAN_IDS.map((plan) => [plan, plans.rows.find((row) => row.plan === plan)?.n ?? 0]),
    ) as Record<PlanId, number>,
    current_month_usage: {
      ai_prompts: made('text'),
      images: made('image'),
      videos: made('video'),
      audio: made('audio'),
      workflows: made('workflow'),
    },
    revenue_30d: revenue.rows.map((row) => ({
      currency: row.currency,
      amount: Number(row.minor) / 100,
    })),
    daily: daily.rows.map((row) => ({
      date: row.day,
      signups: row.signups,
      revenue: row.revenue.map((entry) => ({
        currency: entry.currency,
        amount: Number(entry.minor) / 100,
      })),
    })),
  };
}
