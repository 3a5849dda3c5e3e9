import type { TeamMembersResponse, TeamRole } from '@atelier/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teamMembers, users } from '../../db/schema';
import { microsToCredits } from '../../lib/money';
import { membershipOf } from './team-access';

const ROLE_ORDER = sql`CASE ${teamMembers.role} WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END`;
const credits = (micros: number | null) => (micros === null ? null : microsToCredits(micros));

/** GET /api/teams/{id}/members (any member): the owner, then admins, then members, by joining. */
export async function listMembers(
  db: Database,
  userId: string,
  teamId: string,
): Promise<TeamMembersResponse> {
  await membershipOf(db, teamId, userId);
  const rows = await db
    .select({ member: teamMembers, fullName: users.fullName, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(ROLE_ORDER, asc(teamMembers.joinedAt));
  return {
    members: rows.map(({ member, fullName, email }) => ({
      user_id: member.userId,
      full_name: fullName,
      email,
      role: member.role as TeamRole,
      daily_cap: credits(member.dailyCapMicros),
      monthly_cap: credits(member.monthlyCapMicros),
      joined_at: member.joinedAt.toISOString(),
    })),
  };
}
