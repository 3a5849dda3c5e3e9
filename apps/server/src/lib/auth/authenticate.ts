import { AUTH_MESSAGES } from '@atelier/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Database } from '../../db/client';
import { sessions, users, type UserRow } from '../../db/schema';
import { AppError } from '../errors';
import { verifyAccessToken, type AccessClaims } from './jwt';
import type { CachedSession, PrincipalCache } from './principal-cache';

export interface Principal {
  /** A snapshot for reading; an operation that changes the user re-reads it in its transaction. */
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** Spec: last_activity moves at most once a minute per session. */
const ACTIVITY_RESOLUTION_MS = 60_000;

export interface AuthDeps {
  db: Database;
  principals: PrincipalCache;
  config: { jwtSecret: string };
}

/**
 * An onRequest hook that admits a request only with a valid token whose session is still active.
 * It runs before the body is read or validated: a request without a valid sign-in is a 401 before
 * any 422, and an upload without one is refused before it is received. The check runs on every
 * request: from the principal cache, which PostgreSQL notifications keep exact, or from the
 * database. A cached principal is admitted without a promise (the hottest routes spend their time
 * here), anything else goes through the database.
 */
export function requireUser(deps: AuthDeps) {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    let claims: AccessClaims;
    try {
      claims = verifiedClaims(deps, request.headers.authorization);
    } catch (error) {
      done(error as Error);
      return;
    }
    const cached = cachedPrincipal(deps, claims);
    if (cached) {
      request.principal = cached;
      done();
      return;
    }
    principalFromDatabase(deps, claims).then(
      (principal) => {
        request.principal = principal;
        done();
      },
      (error: unknown) => done(error as Error),
    );
  };
}

/** The request's principal, for handlers behind `requireUser`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notAuthenticated);
  return request.principal;
}

export async function authenticate(deps: AuthDeps, header: string | undefined): Promise<Principal> {
  const claims = verifiedClaims(deps, header);
  return cachedPrincipal(deps, claims) ?? principalFromDatabase(deps, claims);
}

function verifiedClaims(deps: AuthDeps, header: string | undefined): AccessClaims {
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notAuthenticated);
  const claims = verifyAccessToken(deps.config.jwtSecret, token);
  if (!claims) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
  return claims;
}

/**
 * The principal from this process's cache, when its session is there, unexpired, the token's
 * user's, and its last activity recent enough not to need writing; otherwise undefined.
 */
function cachedPrincipal(deps: AuthDeps, claims: AccessClaims): Principal | undefined {
  const session = deps.principals.getSession(claims.session_id);
  const user = session && deps.principals.getUser(session.userId);
  const now = Date.now();
  if (!session || !user || session.expiresAt <= now || session.userId !== claims.sub) return;
  if (now - session.lastActivityAt >= ACTIVITY_RESOLUTION_MS) return;
  return { user, sessionId: session.id };
}

async function principalFromDatabase(deps: AuthDeps, claims: AccessClaims): Promise<Principal> {
  const now = Date.now();
  let session = deps.principals.getSession(claims.session_id);
  let user = session && deps.principals.getUser(session.userId);
  if (!session || !user || session.expiresAt <= now) {
    const loaded = await loadPrincipal(deps, claims.session_id);
    if (!loaded) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
    ({ session, user } = loaded);
  }
  if (session.userId !== claims.sub)
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);

  if (now - session.lastActivityAt >= ACTIVITY_RESOLUTION_MS) {
    session.lastActivityAt = now;
    await touchSession(deps.db, session.id);
  }
  return { user, sessionId: session.id };
}

async function loadPrincipal(
  deps: AuthDeps,
  sessionId: string,
): Promise<{ session: CachedSession; user: UserRow } | null> {
  const snapshot = deps.principals.snapshot();
  const [row] = await deps.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const session: CachedSession = {
    id: row.session.id,
    userId: row.session.userId,
    expiresAt: row.session.expiresAt.getTime(),
    lastActivityAt: row.session.lastActivityAt.getTime(),
  };
  deps.principals.store(snapshot, session, row.user);
  return { session, user: row.user };
}

function touchSession(db: Database, sessionId: string) {
  return db
    .update(sessions)
    .set({ lastActivityAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.lastActivityAt, sql`now() - interval '1 minute'`),
      ),
    );
}
