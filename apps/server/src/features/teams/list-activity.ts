import type { TeamActivityResponse } from '@atelier/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teamActivity, users } from '../../db/schema';
import { membershipOf, requireManager } from './team-access';

const PAGE = 100;

/** GET /api/teams/{id}/activity (owner or admin): the newest 100 changes, newest first. */
export async function listActivity(
  db: Database,
  userId: string,
  teamId: string,
): Promise<TeamActivityResponse> {
  requireManager(await membershipOf(db, teamId, userId));
  const rows = await db
    .select({ entry: teamActivity, fullName: users.fullName })
    .from(teamActivity)
    .leftJoin(users, eq(users.id, teamActivity.actorId))
    .where(eq(teamActivity.teamId, teamId))
    .orderBy(desc(teamActivity.id))
    .limit(PAGE);
  return {
    entries: rows.map(({ entry, fullName }) => ({
      id: entry.id,
      actor:
        entry.actorId && fullName !== null ? { user_id: entry.actorId, full_name: fullName } : null,
      action: entry.action,
      subject: entry.subject,
      details: entry.details,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
