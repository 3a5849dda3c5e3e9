import { TEAM_MESSAGES } from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { membershipOf, requireManager } from './team-access';
import { recordTeamEvent } from './team-activity';

/**
 * DELETE /api/teams/{id}/members/{user_id}: a member leaves (their own id) or an owner or admin
 * removes them. The owner cannot be removed, nor leave before transferring ownership; an admin
 * cannot remove the owner. Their past charges keep their name in the wallet's ledger.
 */
export async function removeMember(
  db: Database,
  actorId: string,
  teamId: string,
  memberId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const actor = await membershipOf(tx, teamId, actorId, { lock: true });
    const leaving = actorId === memberId;
    if (!leaving) requireManager(actor);
    const target = leaving
      ? actor
      : await membershipOf(tx, teamId, memberId, { lock: true }).catch(() => {
          throw new AppError('NOT_FOUND', TEAM_MESSAGES.memberNotFound);
        });
    if (target.role === 'owner') {
      throw new AppError(
        leaving ? 'CONFLICT' : 'FORBIDDEN',
        leaving ? TEAM_MESSAGES.ownerMustTransfer : TEAM_MESSAGES.cannotChangeOwner,
      );
    }
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)));
    await recordTeamEvent(tx, {
      teamId,
      actorId,
      action: leaving ? 'member.left' : 'member.removed',
      subject: memberId,
      details: { role: target.role },
    });
  });
}
