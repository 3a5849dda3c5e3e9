import { MAX_SESSIONS, type SessionsResponse } from '@atelier/contract';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import { activeSession } from '../../lib/auth/sessions';

export async function listSessions(
  db: Database,
  principal: { userId: string; sessionId: string },
): Promise<SessionsResponse> {
  const rows = await db
    .select()
    .from(sessions)
    .where(activeSession(principal.userId))
    .orderBy(desc(sessions.lastActivityAt));
  return {
    active_sessions: rows.map((row) => ({
      session_id: row.id,
      device_info: row.deviceInfo,
      ip_address: row.ipAddress,
      created_at: row.createdAt.toISOString(),
      last_activity: row.lastActivityAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      is_current: row.id === principal.sessionId,
    })),
    max_sessions: MAX_SESSIONS,
  };
}
