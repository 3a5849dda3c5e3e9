import { FEATURE_TYPES, type FeatureType, type UsageResponse } from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { usageCounters, type UserRow } from '../../db/schema';
import { limitInfo } from './limit-info';
import { limitsOf, planIdOf, planView } from './plan-catalogue';
import { utcDay } from './utc-day';

/** Today's counters beside the plan's limits, and the subscription's term. */
export async function getUsage(
  db: Database,
  user: UserRow,
  now = new Date(),
): Promise<UsageResponse> {
  const planId = planIdOf(user.subscriptionPlan);
  const limits = await limitsOf(db, planId);
  const rows = await db
    .select({ feature: usageCounters.feature, count: usageCounters.count })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, user.id), eq(usageCounters.day, utcDay(now))));
  const counts = new Map(rows.map((row) => [row.feature, row.count]));
  const perFeature = <T>(value: (feature: FeatureType) => T) =>
    Object.fromEntries(FEATURE_TYPES.map((feature) => [feature, value(feature)])) as Record<
      FeatureType,
      T
    >;
  const plan = planView(planId, limits);
  return {
    subscription_plan: planId,
    current_usage: perFeature((feature) => counts.get(feature) ?? 0),
    limits,
    usage_percentage: perFeature(
      (feature) => limitInfo(limits[feature], counts.get(feature) ?? 0).percentage_used,
    ),
    subscription: {
      plan_name: plan.name,
      billing_cycle: planId === 'starter' ? null : billingCycleOf(user.subscriptionCycle),
      current_period_end: user.subscriptionEndsAt?.toISOString() ?? null,
      cancelled: user.subscriptionCancelledAt !== null,
    },
    plan,
  };
}

function billingCycleOf(value: string | null): UsageResponse['subscription']['billing_cycle'] {
  return value === 'monthly' || value === 'yearly' || value === 'one_time' ? value : null;
}
