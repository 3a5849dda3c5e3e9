import { TEAM_MESSAGES } from '@atelier/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teamInvites } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { membershipOf, requireManager } from './team-access';
import { recordTeamEvent } from './team-activity';

/**
 * DELETE /api/teams/{id}/invites/{invite_id} (owner or admin): its link stops working. An
 * invitation already accepted or withdrawn is not found, as there is nothing left to withdraw.
 */
export async function withdrawInvite(
  db: Database,
  userId: string,
  teamId: string,
  inviteId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    requireManager(await membershipOf(tx, teamId, userId));
    const [withdrawn] = await tx
      .update(teamInvites)
      .set({ withdrawnAt: new Date() })
      .where(
        and(
          eq(teamInvites.id, inviteId),
          eq(teamInvites.teamId, teamId),
          isNull(teamInvites.acceptedAt),
          isNull(teamInvites.withdrawnAt),
        ),
      )
      .returning();
    if (!withdrawn) throw new AppError('NOT_FOUND', TEAM_MESSAGES.inviteNotFound);
    await recordTeamEvent(tx, {
      teamId,
      actorId: userId,
      action: 'invite.withdrawn',
      subject: inviteId,
      details: { email: withdrawn.email },
    });
  });
}
