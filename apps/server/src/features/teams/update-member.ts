import { TEAM_MESSAGES, type TeamMember, type TeamRole } from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { creditsToMicros } from '../../lib/money';
import { listMembers } from './list-members';
import { membershipOf, requireManager } from './team-access';
import { recordTeamEvent } from './team-activity';

export interface MemberChange {
  role?: TeamRole;
  /** Credits; null removes the cap. */
  daily_cap?: number | null;
  monthly_cap?: number | null;
}

const micros = (credits: number | null | undefined) =>
  credits === undefined ? undefined : credits === null ? null : creditsToMicros(credits);

/**
 * PUT /api/teams/{id}/members/{user_id} (owner or admin): a member's role and caps. `role: owner`
 * transfers ownership and only the owner may do it: the old owner becomes an admin in the same
 * transaction, so the team always has exactly one owner. An admin may not change the owner, nor
 * their own caps.
 * Both rows are locked, so a change and a removal of the same member cannot interleave.
 */
export async function updateMember(
  db: Database,
  actorId: string,
  teamId: string,
  memberId: string,
  change: MemberChange,
): Promise<TeamMember> {
  await db.transaction(async (tx) => {
    const actor = await membershipOf(tx, teamId, actorId, { lock: true });
    requireManager(actor);
    const target = await membershipOf(tx, teamId, memberId, { lock: true }).catch(() => {
      throw new AppError('NOT_FOUND', TEAM_MESSAGES.memberNotFound);
    });
    if (target.role === 'owner' && actor.role !== 'owner') {
      throw new AppError('FORBIDDEN', TEAM_MESSAGES.cannotChangeOwner);
    }
    // Caps bound an admin's spending too: they cannot lift their own (issue 48).
    const capsChange = change.daily_cap !== undefined || change.monthly_cap !== undefined;
    if (capsChange && actor.role === 'admin' && memberId === actorId) {
      throw new AppError('FORBIDDEN', TEAM_MESSAGES.ownCapsByOthers);
    }
    const transfer = change.role === 'owner' && target.role !== 'owner';
    if (transfer && actor.role !== 'owner')
      throw new AppError('FORBIDDEN', TEAM_MESSAGES.ownerOnly);
    if (target.role === 'owner' && change.role && change.role !== 'owner') {
      throw new AppError('CONFLICT', TEAM_MESSAGES.ownerRoleByTransfer);
    }
    const values = {
      ...(change.role ? { role: change.role } : {}),
      ...(change.daily_cap !== undefined ? { dailyCapMicros: micros(change.daily_cap) } : {}),
      ...(change.monthly_cap !== undefined ? { monthlyCapMicros: micros(change.monthly_cap) } : {}),
    };
    if (Object.keys(values).length === 0) return;
    if (transfer) {
      // The old owner steps down first: the one-owner index holds at every statement.
      await tx
        .update(teamMembers)
        .set({ role: 'admin' })
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, actorId)));
    }
    await tx
      .update(teamMembers)
      .set(values)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, memberId)));
    await recordTeamEvent(tx, {
      teamId,
      actorId,
      action: transfer ? 'owner.transferred' : 'member.updated',
      subject: memberId,
      details: { ...change, ...(transfer ? { previous_owner: actorId } : {}) },
    });
  });
  const { members } = await listMembers(db, actorId, teamId);
  const member = members.find((candidate) => candidate.user_id === memberId);
  if (!member) throw new AppError('NOT_FOUND', TEAM_MESSAGES.memberNotFound);
  return member;
}
