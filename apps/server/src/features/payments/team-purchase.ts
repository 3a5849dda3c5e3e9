import { PLANS, TEAM_MESSAGES, type PaidBillingCycle, type PlanId } from '@atelier/contract';
import type { Database } from '../../db/client';
import { withFigures } from '../../lib/error-codes';
import { AppError } from '../../lib/errors';
import { currentTeamPlan } from '../teams/team-plan';
import { membershipOf, requireManager } from '../teams/team-access';
import { subscriptionPurchase, type Purchase } from './catalogue';
import { assertPaidPlan } from './subscription-purchase';

/**
 * The team a purchase is for, when the request's `Atelier-Team` header names one (issue 37):
 * only its owner or an admin may buy for it (403), and someone outside it gets its 404. Null:
 * the buyer's own purchase.
 */
export async function teamBuyingFor(
  db: Database,
  userId: string,
  teamId: string | undefined,
): Promise<string | null> {
  if (!teamId) return null;
  requireManager(await membershipOf(db, teamId, userId));
  return teamId;
}

/** A paid plan for the team other than the one it has now, as a personal one is bought. */
export async function teamSubscriptionFor(
  db: Database,
  teamId: string,
  planId: PlanId,
  cycle: PaidBillingCycle,
): Promise<Purchase> {
  assertPaidPlan(planId);
  if ((await currentTeamPlan(db, teamId))?.plan_id === planId) {
    const values = { plan: PLANS[planId].name };
    throw new AppError(
      'BAD_REQUEST',
      TEAM_MESSAGES.teamAlreadyOnPlan(values.plan),
      withFigures(TEAM_MESSAGES.teamAlreadyOnPlan, values),
    );
  }
  return { ...subscriptionPurchase(planId, cycle), teamId };
}
