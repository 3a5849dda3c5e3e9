import { PLAN_IDS, PLANS, type Plan, type PlanId, type PlanLimits } from '@atelier/contract';

/** Rupees per dollar when charging in INR without a live rate (api-conventions.md). */
export const INR_PER_USD_FALLBACK = 83;

/** A yearly subscription costs ten months (spec part 2: "17% off, saves 2 months"). */
export const YEARLY_MONTHS = 10;

const roundMoney = (value: number) => Math.round(value * 100) / 100;

export function limitsOf(planId: PlanId): PlanLimits {
  const plan = PLANS[planId];
  return { ...plan.dailyLimits, ...plan.otherLimits };
}

/** A plan as the API shows it, with rupee prices at `inrPerUsd`. */
export function planView(planId: PlanId, inrPerUsd = INR_PER_USD_FALLBACK): Plan {
  const plan = PLANS[planId];
  return {
    id: plan.id,
    name: plan.name,
    price: plan.price,
    price_inr: roundMoney(plan.price * inrPerUsd),
    yearly_price: roundMoney(plan.price * YEARLY_MONTHS),
    yearly_price_inr: roundMoney(plan.price * YEARLY_MONTHS * inrPerUsd),
    limits: limitsOf(planId),
    features: plan.features,
    // The free image tier is open on every plan.
    has_image_generation: true,
  };
}

export function allPlans(inrPerUsd?: number): Plan[] {
  return PLAN_IDS.map((id) => planView(id, inrPerUsd));
}

/** A stored plan name that is not in the catalogue (an old value) counts as starter. */
export function planIdOf(value: string): PlanId {
  return (PLAN_IDS as readonly string[]).includes(value) ? (value as PlanId) : 'starter';
}
