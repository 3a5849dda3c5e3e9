import { PLANS, type AdminBillingOverview, type PlanId } from '@atelier/contract';
import type { Database } from '../../../db/client';
import { subscriptionPurchase } from '../../payments/catalogue';
import { INR_PER_USD_FALLBACK, planIdOf } from '../../usage/plan-catalogue';

/** A paid order's USD value: INR at the spec's fallback rate (the order keeps no rate of its own). */
const usd = (currency: string, minor: number) =>
  currency === 'INR' ? minor / 100 / INR_PER_USD_FALLBACK : minor / 100;
const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * GET /api/admin/billing/overview. MRR from the plans users hold now through a gateway (a yearly
 * term's price ÷ 12; plans staff assigned bring no revenue); churn and ARPU from paid orders,
 * where each subscription order covers a month or a year from its payment.
 */
export async function billingOverview(db: Database): Promise<AdminBillingOverview> {
  const pool = db.$client;
  const [active, churn, revenue, payers, credits] = await Promise.all([
    pool.query<{ plan: string; cycle: string | null; n: number }>(`
      SELECT subscription_plan AS plan, subscription_cycle AS cycle, count(*)::int AS n FROM users
      WHERE subscription_plan <> 'starter' AND subscription_gateway IS NOT NULL
        AND subscription_ends_at > now()
      GROUP BY 1, 2`),
    pool.query<{ active_then: number; ended: number }>(`
      WITH periods AS (
        SELECT user_id, paid_at AS starts, paid_at + CASE billing_cycle
          WHEN 'yearly' THEN interval '1 year' ELSE interval '1 month' END AS ends
        FROM payment_orders
        WHERE kind = 'subscription' AND status = 'paid' AND user_id IS NOT NULL
      ), latest AS (SELECT user_id, max(ends) AS ends FROM periods GROUP BY user_id)
      SELECT
        (SELECT count(DISTINCT user_id) FROM periods
          WHERE starts <= now() - interval '30 days' AND ends > now() - interval '30 days')::int
          AS active_then,
        (SELECT count(*) FROM latest
          WHERE ends > now() - interval '30 days' AND ends <= now())::int AS ended`),
    pool.query<{ gateway: string; currency: string; minor: string }>(`
      SELECT gateway, currency, sum(amount_minor)::text AS minor FROM payment_orders
      WHERE status = 'paid' AND paid_at > now() - interval '30 days'
      GROUP BY 1, 2 ORDER BY 1, 2`),
    pool.query<{ n: number }>(`
      SELECT count(DISTINCT user_id)::int AS n FROM payment_orders
      WHERE status = 'paid' AND paid_at > now() - interval '30 days'`),
    pool.query<{ micros: string }>(`
      SELECT coalesce(sum(credits_micros), 0)::text AS micros FROM payment_orders
      WHERE kind = 'credits' AND status = 'paid' AND paid_at > now() - interval '30 days'`),
  ]);

  let mrr = 0;
  let subscriptions = 0;
  for (const row of active.rows) {
    const plan: PlanId = planIdOf(row.plan);
    const monthly =
      row.cycle === 'yearly' ? subscriptionPurchase(plan, 'yearly').usd / 12 : PLANS[plan].price;
    mrr += monthly * row.n;
    subscriptions += row.n;
  }
  const revenueUsd = revenue.rows.reduce(
    (sum, row) => sum + usd(row.currency, Number(row.minor)),
    0,
  );
  const paying = payers.rows[0]?.n ?? 0;
  const { active_then: activeThen = 0, ended = 0 } = churn.rows[0] ?? {};
  return {
    mrr: round(mrr),
    churn_rate: activeThen === 0 ? 0 : round(ended / activeThen, 4),
    arpu: paying === 0 ? 0 : round(revenueUsd / paying),
    active_subscriptions: subscriptions,
    paying_users_30d: paying,
    revenue_30d: revenue.rows.map((row) => ({
      gateway: row.gateway,
      currency: row.currency,
      amount: Number(row.minor) / 100,
    })),
    credits_sold_30d: Number(credits.rows[0]?.micros ?? 0) / 1_000_000,
    trial_conversion_rate: null,
    active_trials: null,
    expiring_trials: null,
    notes: [
      'Atelier has no free trials, so trial figures are not measured.',
      'MRR and ARPU are in USD; INR orders count at 83 INR per USD.',
    ],
  };
}
