import { TEAM_MESSAGES, type TeamRole } from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { teamMembers, type TeamMemberRow } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * The caller's membership of a team. Someone outside the team gets the same 404 as for a team
 * that does not exist, so team ids tell nothing to strangers. `lock` takes the member's row for
 * the transaction, for changes that must not race (a removal against a role change).
 */
export async function membershipOf(
  db: Executor,
  teamId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<TeamMemberRow & { role: TeamRole }> {
  const query = db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  const [member] = options.lock ? await query.for('update') : await query;
  if (!member) throw new AppError('NOT_FOUND', TEAM_MESSAGES.teamNotFound);
  return member as TeamMemberRow & { role: TeamRole };
}

/** Whether the user is in the team now (a media link signed for the team, issue 37). */
export async function isMember(db: Executor, teamId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return rows.length > 0;
}

/** Owners and admins manage invitations, members and the wallet; members do not (403). */
export function requireManager(member: { role: TeamRole }): void {
  if (member.role !== 'owner' && member.role !== 'admin') {
    throw new AppError('FORBIDDEN', TEAM_MESSAGES.notAllowed);
  }
}
