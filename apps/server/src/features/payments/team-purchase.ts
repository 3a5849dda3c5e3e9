import { PLANS, TEAM_MESSAGES, type PaidBillingCycle, type PlanId } from '@atelier/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { teamPlanOf, type TeamPlanColumns } from '../teams/team-plan';
import { membershipOf, requireManager } from '../teams/team-access';
import { sql } from 'drizzle-orm';
import { subscriptionPurchase, type Purchase } from './catalogue';

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
  if (PLANS[planId].price === 0) {
    throw new AppError('BAD_REQUEST', 'The Starter plan is free; there is nothing to pay for.');
  }
  const { rows } = await db.execute<TeamPlanColumns>(sql`
    SELECT plan_id, plan_cycle, plan_ends_at, plan_cancelled_at FROM teams WHERE id = ${teamId}`);
  const current = rows[0] ? teamPlanOf(rows[0]) : null;
  if (current?.plan_id === planId) {
    throw new AppError('BAD_REQUEST', TEAM_MESSAGES.teamAlreadyOnPlan(PLANS[planId].name));
  }
  return { ...subscriptionPurchase(planId, cycle), teamId };
}
