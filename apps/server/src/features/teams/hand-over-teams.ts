import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recordTeamEvent } from './team-activity';

/**
 * Before an account is deleted: each team it owns passes to its longest-standing admin, or else
 * its longest-standing member, so no team is left without an owner and its wallet with nobody to
 * manage it. A team with no one else keeps its books and no members. Runs in the deletion's
 * transaction; the log names the leaving owner until the account is gone (then "someone").
 */
export async function handOverTeams(db: Executor, userId: string): Promise<void> {
  // The owner steps down first: a team has one owner at a time (team_members_one_owner).
  const { rows: owned } = await db.execute<{ team_id: string }>(sql`
    UPDATE team_members SET role = 'admin'
    WHERE user_id = ${userId} AND role = 'owner'
    RETURNING team_id`);
  for (const { team_id: teamId } of owned) {
    const { rows } = await db.execute<{ user_id: string }>(sql`
      UPDATE team_members SET role = 'owner'
      WHERE team_id = ${teamId} AND user_id = (
        SELECT user_id FROM team_members
        WHERE team_id = ${teamId} AND user_id <> ${userId}
        ORDER BY (role = 'admin') DESC, joined_at, user_id
        LIMIT 1)
      RETURNING user_id`);
    const heir = rows[0]?.user_id;
    if (!heir) continue;
    await recordTeamEvent(db, {
      teamId,
      actorId: userId,
      action: 'owner.transferred',
      subject: heir,
      details: { role: 'owner', previous_owner: userId, reason: 'account_deleted' },
    });
  }
}
