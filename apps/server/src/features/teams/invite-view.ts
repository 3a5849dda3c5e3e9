import type { TeamInvite } from '@atelier/contract';
import type { TeamInviteRow } from '../../db/schema';

/** An invitation as the API shows it, with its state worked out from its dates. */
export function inviteView(row: TeamInviteRow, now = new Date()): TeamInvite {
  const status = row.acceptedAt
    ? 'accepted'
    : row.withdrawnAt
      ? 'withdrawn'
      : row.expiresAt <= now
        ? 'expired'
        : 'pending';
  return {
    id: row.id,
    email: row.email,
    role: row.role as TeamInvite['role'],
    status,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
