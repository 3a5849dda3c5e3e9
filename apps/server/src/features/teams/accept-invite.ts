import { MAX_TEAMS_PER_USER, TEAM_MESSAGES, type Team } from '@atelier/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teamInvites, teamMembers, type UserRow } from '../../db/schema';
import { hashToken } from '../../lib/auth/emailed-tokens';
import { AppError } from '../../lib/errors';
import { listTeams } from './list-teams';
import { recordTeamEvent } from './team-activity';

/**
 * POST /api/teams/invites/{token}/accept: the signed-in user whose address the invitation names
 * joins the team with its role. The invitation's row is locked, so it is used once even when
 * accepted twice at the same moment; an expired, used, withdrawn or someone else's invitation is
 * refused with a message that says which.
 */
export async function acceptInvite(db: Database, user: UserRow, token: string): Promise<Team> {
  const teamId = await db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(teamInvites)
      .where(eq(teamInvites.tokenHash, hashToken(token)))
      .for('update');
    if (!invite) throw new AppError('NOT_FOUND', TEAM_MESSAGES.inviteNotFound);
    if (invite.acceptedAt) throw new AppError('GONE', TEAM_MESSAGES.inviteUsed);
    if (invite.withdrawnAt) throw new AppError('GONE', TEAM_MESSAGES.inviteWithdrawn);
    if (invite.expiresAt <= new Date()) throw new AppError('GONE', TEAM_MESSAGES.inviteExpired);
    if (invite.email !== user.email.toLowerCase()) {
      throw new AppError('FORBIDDEN', TEAM_MESSAGES.inviteForSomeoneElse);
    }
    await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`);
    const { rows } = await tx.execute<{ teams: number; here: number }>(sql`
      SELECT count(*)::int AS teams, count(*) FILTER (WHERE team_id = ${invite.teamId})::int AS here
      FROM team_members WHERE user_id = ${user.id}`);
    if (rows[0]?.here) throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyMember);
    if ((rows[0]?.teams ?? 0) >= MAX_TEAMS_PER_USER) {
      throw new AppError('CONFLICT', TEAM_MESSAGES.tooManyTeams);
    }
    await tx
      .insert(teamMembers)
      .values({ teamId: invite.teamId, userId: user.id, role: invite.role });
    await tx
      .update(teamInvites)
      .set({ acceptedAt: new Date() })
      .where(eq(teamInvites.id, invite.id));
    await recordTeamEvent(tx, {
      teamId: invite.teamId,
      actorId: user.id,
      action: 'member.joined',
      subject: user.id,
      details: { role: invite.role, invite: invite.id },
    });
    return invite.teamId;
  });
  const { teams } = await listTeams(db, user.id);
  const team = teams.find((candidate) => candidate.id === teamId);
  if (!team) throw new Error('the team joined is not listed');
  return team;
}
