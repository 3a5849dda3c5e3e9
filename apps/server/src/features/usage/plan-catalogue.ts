import {
  FEATURE_TYPES,
  PLAN_IDS,
  PLANS,
  planFeatures,
  type FeatureType,
  type Plan,
  type PlanId,
  type PlanLimits,
} from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { planLimits } from '../../db/schema';

/** Rupees per dollar when charging in INR without a live rate (api-conventions.md). */
export const INR_PER_USD_FALLBACK = 83;

/** A yearly subscription costs ten months (spec part 2: "17% off, saves 2 months"). */
export const YEARLY_MONTHS = 10;

const roundMoney = (value: number) => Math.round(value * 100) / 100;

/** The catalogue's (the spec's) limits of a plan, before any change staff made. */
export function catalogueLimits(planId: PlanId): PlanLimits {
  const plan = PLANS[planId];
  return { ...plan.dailyLimits, ...plan.otherLimits };
}

const isFeature = (value: string): value is FeatureType =>
  (FEATURE_TYPES as readonly string[]).includes(value);

/**
 * Every plan's limits as they apply now: the catalogue's, with the daily limits staff changed in
 * the Features tab (plan_limits) on top. Read on every check, so a change applies at once in
 * every API process.
 */
export async function currentLimits(
  db: Executor,
  only?: PlanId,
): Promise<Record<PlanId, PlanLimits>> {
  const rows = await db
    .select({ plan: planLimits.plan, feature: planLimits.feature, limit: planLimits.dailyLimit })
    .from(planLimits)
    .where(only ? eq(planLimits.plan, only) : undefined);
  const limits = Object.fromEntries(PLAN_IDS.map((id) => [id, catalogueLimits(id)])) as Record<
    PlanId,
    PlanLimits
  >;
  for (const row of rows) {
    const plan = limits[row.plan as PlanId];
    if (plan && isFeature(row.feature)) plan[row.feature] = row.limit;
  }
  return limits;
}

/** One plan's limits as they apply now. */
export async function limitsOf(db: Executor, planId: PlanId): Promise<PlanLimits> {
  return (await currentLimits(db, planId))[planId];
}

/** A plan as the API shows it, with its current limits and rupee prices at `inrPerUsd`. */
export function planView(
  planId: PlanId,
  limits: PlanLimits,
  inrPerUsd = INR_PER_USD_FALLBACK,
): Plan {
  const plan = PLANS[planId];
  return {
    id: plan.id,
    name: plan.name,
    price: plan.price,
    price_inr: roundMoney(plan.price * inrPerUsd),
    yearly_price: roundMoney(plan.price * YEARLY_MONTHS),
    yearly_price_inr: roundMoney(plan.price * YEARLY_MONTHS * inrPerUsd),
    limits,
    features: planFeatures(planId, limits),
    // The free image tier is open on every plan.
    has_image_generation: true,
  };
}

export async function allPlans(db: Executor, inrPerUsd?: number): Promise<Plan[]> {
  const limits = await currentLimits(db);
  return PLAN_IDS.map((id) => planView(id, limits[id], inrPerUsd));
}

/** A stored plan name that is not in the catalogue (an old value) counts as starter. */
export function planIdOf(value: string): PlanId {
  return (PLAN_IDS as readonly string[]).includes(value) ? (value as PlanId) : 'starter';
}
