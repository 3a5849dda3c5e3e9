import type { TeamInvitesResponse } from '@atelier/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teamInvites } from '../../db/schema';
import { inviteView } from './invite-view';
import { membershipOf, requireManager } from './team-access';

/** GET /api/teams/{id}/invites (owner or admin): every invitation, newest first, with its state. */
export async function listInvites(
  db: Database,
  userId: string,
  teamId: string,
): Promise<TeamInvitesResponse> {
  requireManager(await membershipOf(db, teamId, userId));
  const rows = await db
    .select()
    .from(teamInvites)
    .where(eq(teamInvites.teamId, teamId))
    .orderBy(desc(teamInvites.createdAt))
    .limit(200);
  const now = new Date();
  return { invites: rows.map((row) => inviteView(row, now)) };
}
