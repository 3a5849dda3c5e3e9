import { TEAM_MESSAGES, type CancelSubscriptionResponse } from '@atelier/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordTeamEvent } from '../teams/team-activity';

/**
 * Cancels the team's plan (owner or admin, checked by the route): like a personal one, nothing
 * renews, so this records the wish; the members keep its limits until the period's end.
 */
export async function cancelTeamPlan(
  db: Database,
  userId: string,
  teamId: string,
): Promise<CancelSubscriptionResponse> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ ends_at: string; was_cancelled: boolean }>(sql`
      UPDATE teams SET plan_cancelled_at = coalesce(plan_cancelled_at, now())
      FROM (SELECT plan_cancelled_at IS NOT NULL AS was_cancelled FROM teams
            WHERE id = ${teamId} FOR UPDATE) before
      WHERE id = ${teamId} AND plan_id IS NOT NULL AND plan_ends_at > now()
      RETURNING to_json(plan_ends_at) #>> '{}' AS ends_at, before.was_cancelled`);
    const row = rows[0];
    if (!row) throw new AppError('BAD_REQUEST', TEAM_MESSAGES.teamNoPlan);
    if (row.was_cancelled) throw new AppError('BAD_REQUEST', TEAM_MESSAGES.teamPlanCancelled);
    await recordTeamEvent(tx, { teamId, actorId: userId, action: 'plan.cancelled' });
    const endsAt = new Date(row.ends_at);
    return {
      success: true,
      message: `The team plan is cancelled. The team keeps it until ${endsAt.toUTCString().slice(0, 16)}.`,
      current_period_end: endsAt.toISOString(),
    };
  });
}
