import { MAX_TEAMS_PER_USER, TEAM_MESSAGES, type Team } from '@atelier/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teamMembers, teams } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordTeamEvent } from './team-activity';

/**
 * POST /api/teams: a team with the caller as its owner and an empty wallet. The caller's row is
 * locked while their teams are counted, so two teams made at once cannot both be the 21st.
 */
export async function createTeam(db: Database, userId: string, name: string): Promise<Team> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const { rows } = await tx.execute<{ teams: number }>(
      sql`SELECT count(*)::int AS teams FROM team_members WHERE user_id = ${userId}`,
    );
    if ((rows[0]?.teams ?? 0) >= MAX_TEAMS_PER_USER) {
      throw new AppError('CONFLICT', TEAM_MESSAGES.tooManyTeams);
    }
    const [team] = await tx.insert(teams).values({ name }).returning();
    if (!team) throw new Error('the team was not created');
    await tx.insert(teamMembers).values({ teamId: team.id, userId, role: 'owner' });
    await recordTeamEvent(tx, {
      teamId: team.id,
      actorId: userId,
      action: 'team.created',
      details: { name },
    });
    return {
      id: team.id,
      name: team.name,
      role: 'owner',
      members: 1,
      credits: 0,
      plan: null,
      created_at: team.createdAt.toISOString(),
    };
  });
}
