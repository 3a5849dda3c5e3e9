import type { Executor } from '../../db/client';
import { teamActivity } from '../../db/schema';

export interface TeamEvent {
  teamId: string;
  actorId: string;
  /** team.created, invite.sent, invite.withdrawn, member.joined, member.updated, member.removed, member.left, owner.transferred */
  action: string;
  /** The member's user id or the invitation's id it is about. */
  subject?: string;
  details?: Record<string, unknown>;
}

/** Appends one entry to the team's activity log, in the transaction of the change it records. */
export async function recordTeamEvent(db: Executor, event: TeamEvent): Promise<void> {
  await db.insert(teamActivity).values({
    teamId: event.teamId,
    actorId: event.actorId,
    action: event.action,
    subject: event.subject ?? null,
    details: event.details ?? {},
  });
}
