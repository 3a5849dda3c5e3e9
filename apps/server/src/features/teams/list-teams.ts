import type { TeamRole, TeamsResponse } from '@atelier/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { microsToCredits } from '../../lib/money';
import { teamPlanOf, type TeamPlanColumns } from './team-plan';

/** GET /api/teams: the caller's teams, oldest first, with their role, the wallet's balance and the plan. */
export async function listTeams(db: Database, userId: string): Promise<TeamsResponse> {
  const { rows } = await db.execute<
    TeamPlanColumns & {
      id: string;
      name: string;
      role: TeamRole;
      members: number;
      credits_micros: string;
      created_at: Date | string;
    }
  >(sql`
    SELECT t.id, t.name, m.role, t.credits_micros, t.created_at,
      t.plan_id, t.plan_cycle, t.plan_ends_at, t.plan_cancelled_at,
      (SELECT count(*)::int FROM team_members all_m WHERE all_m.team_id = t.id) AS members
    FROM team_members m JOIN teams t ON t.id = m.team_id
    WHERE m.user_id = ${userId}
    ORDER BY t.created_at, t.id`);
  return {
    teams: rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      members: row.members,
      credits: microsToCredits(Number(row.credits_micros)),
      plan: teamPlanOf(row),
      created_at: new Date(row.created_at).toISOString(),
    })),
  };
}
