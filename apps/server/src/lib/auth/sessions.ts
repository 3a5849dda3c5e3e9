import { AUTH_MESSAGES, MAX_SESSIONS } from '@atelier/contract';
import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../errors';
import { signAccessToken } from './jwt';
import type { PrincipalCache } from './principal-cache';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec: remember me keeps a session for 90 days; otherwise it lasts a day. */
export const SESSION_LIFETIME_MS = { remembered: 90 * DAY_MS, default: DAY_MS } as const;

export interface NewSession {
  access_token: string;
  token_type: 'bearer';
  session_id: string;
  expires_at: string;
}

export const activeSession = (userId: string) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/**
 * Opens a session unless the user already holds MAX_SESSIONS. The user's row is locked while
 * counting, so logins arriving at the same moment queue and the cap holds exactly. A deactivated
 * account (staff's choice) gets none, whichever way it signs in.
 */
export async function createSession(
  deps: { db: Database; jwtSecret: string },
  input: {
    userId: string;
    rememberMe: boolean;
    ipAddress: string | null;
    deviceInfo: string | null;
  },
): Promise<NewSession> {
  const lifetime = input.rememberMe ? SESSION_LIFETIME_MS.remembered : SESSION_LIFETIME_MS.default;
  const expiresAt = new Date(Date.now() + lifetime);
  const session = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ is_active: boolean }>(
      sql`SELECT ${users.isActive} AS is_active FROM ${users} WHERE ${users.id} = ${input.userId} FOR UPDATE`,
    );
    if (rows[0] && !rows[0].is_active) {
      throw new AppError('FORBIDDEN', AUTH_MESSAGES.accountDeactivated);
    }
    const [active] = await tx
      .select({ n: count() })
      .from(sessions)
      .where(activeSession(input.userId));
    if ((active?.n ?? 0) >= MAX_SESSIONS)
      throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.maxSessions);
    const [row] = await tx
      .insert(sessions)
      .values({
        userId: input.userId,
        rememberMe: input.rememberMe,
        ipAddress: input.ipAddress,
        deviceInfo: input.deviceInfo,
        expiresAt,
      })
      .returning({ id: sessions.id });
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, input.userId));
    return row;
  });
  if (!session) throw new Error('session was not created');
  const token = await signAccessToken(deps.jwtSecret, {
    userId: input.userId,
    sessionId: session.id,
    expiresAt,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    session_id: session.id,
    expires_at: expiresAt.toISOString(),
  };
}

interface RevokeDeps {
  db: Database;
  principals: PrincipalCache;
}

/**
 * Ends every active session of a user, except `keepSessionId` when given. This process forgets
 * them at once; other processes hear of it through the database's notification.
 */
export async function revokeAllSessions(
  deps: RevokeDeps,
  userId: string,
  keepSessionId?: string,
): Promise<number> {
  const revoked = await deps.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(activeSession(userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined))
    .returning({ id: sessions.id });
  for (const { id } of revoked) deps.principals.forgetSession(id);
  return revoked.length;
}

/** Ends one session of this user; false when there is no such active session of theirs. */
export async function revokeSession(
  deps: RevokeDeps,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const revoked = await deps.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), activeSession(userId)))
    .returning({ id: sessions.id });
  deps.principals.forgetSession(sessionId);
  return revoked.length > 0;
}
