import type { PaidBillingCycle, TeamPlan } from '@atelier/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { planIdOf } from '../usage/plan-catalogue';

/** The plan columns of a `teams` row, as SQL or the ORM returns them. */
export type TeamPlanColumns = {
  plan_id: string | null;
  plan_cycle: string | null;
  plan_ends_at: Date | string | null;
  plan_cancelled_at: Date | string | null;
};

/**
 * The team's plan while it lasts (issue 37). A plan past its end is no plan: nothing needs to
 * sweep it for the limits to fall back, so there is no team counterpart of the personal expiry job.
 */
export function teamPlanOf(row: TeamPlanColumns, now = new Date()): TeamPlan | null {
  if (!row.plan_id || !row.plan_ends_at) return null;
  const endsAt = new Date(row.plan_ends_at);
  if (endsAt <= now) return null;
  return {
    plan_id: planIdOf(row.plan_id),
    billing_cycle: (row.plan_cycle ?? 'monthly') as PaidBillingCycle,
    current_period_end: endsAt.toISOString(),
    cancelled: row.plan_cancelled_at !== null,
  };
}

/** The team's plan while it lasts, read from its row; null when it has none or no such team. */
export async function currentTeamPlan(db: Executor, teamId: string): Promise<TeamPlan | null> {
  const { rows } = await db.execute<TeamPlanColumns>(sql`
    SELECT plan_id, plan_cycle, plan_ends_at, plan_cancelled_at FROM teams WHERE id = ${teamId}`);
  return rows[0] ? teamPlanOf(rows[0]) : null;
}

type PlanHolder = Pick<
  UserRow,
  'subscriptionPlan' | 'subscriptionCycle' | 'subscriptionEndsAt' | 'subscriptionCancelledAt'
>;

/**
 * The user as the plan limits see them where they work: in a team that holds a plan, with the
 * team's plan in place of their own (issue 37); elsewhere, as they are. The caller has checked
 * the membership.
 */
export async function asPlanHolderIn<T extends Partial<PlanHolder>>(
  db: Executor,
  user: T,
  teamId: string | undefined,
): Promise<T> {
  const plan = teamId ? await currentTeamPlan(db, teamId) : null;
  if (!plan) return user;
  return {
    ...user,
    subscriptionPlan: plan.plan_id,
    subscriptionCycle: plan.billing_cycle,
    subscriptionEndsAt: new Date(plan.current_period_end),
    subscriptionCancelledAt: plan.cancelled ? new Date(0) : null,
  };
}
