import { PLANS, type PaidBillingCycle, type PlanId } from '@atelier/contract';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { planIdOf } from '../usage/plan-catalogue';
import { subscriptionPurchase, type Purchase } from './catalogue';

/** A plan the user may buy: a paid plan other than the one they have (api-conventions.md). */
export function subscriptionFor(user: UserRow, planId: PlanId, cycle: PaidBillingCycle): Purchase {
  assertPaidPlan(planId);
  if (planIdOf(user.subscriptionPlan) === planId) {
    throw new AppError('BAD_REQUEST', `You are already on the ${PLANS[planId].name} plan.`);
  }
  return subscriptionPurchase(planId, cycle);
}

/** Only a paid plan can be bought, for a person or a team. */
export function assertPaidPlan(planId: PlanId): void {
  if (PLANS[planId].price === 0) {
    throw new AppError('BAD_REQUEST', 'The Starter plan is free; there is nothing to pay for.');
  }
}
