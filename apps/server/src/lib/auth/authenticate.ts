import { AUTH_MESSAGES, DEVELOPER_MESSAGES } from '@atelier/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Database } from '../../db/client';
import { apiKeys, sessions, users, type UserRow } from '../../db/schema';
import { AppError } from '../errors';
import type { KeyLimits } from './api-key-limits';
import type { ApiKeyUsage } from './api-key-usage';
import {
  hashApiKey,
  hasApiAccess,
  hasUserApiKeyShape,
  isUserApiKey,
  USER_API_KEY_LENGTH,
} from './api-keys';
import { verifyAccessToken, type AccessClaims } from './jwt';
import type { CachedApiKey, CachedSession, PrincipalCache } from './principal-cache';

export interface Principal {
  /** A snapshot for reading; an operation that changes the user re-reads it in its transaction. */
  user: UserRow;
  /** The signed-in session; empty for a request made with an API key. */
  sessionId: string;
  /** The personal API key the request was made with (issue 34), or null for a session. */
  apiKeyId: string | null;
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
  apiKeys: { limits: KeyLimits; usage: ApiKeyUsage };
}

export interface RequireUserOptions {
  /**
   * Whether a personal API key may stand for the user here (issue 34: generation, jobs, media,
   * credits, workflows, search). Elsewhere, what manages the account, a key is refused with 403.
   */
  apiKeys?: boolean;
}

/**
 * An onRequest hook that admits a request only with a valid token whose session is still active.
 * It runs before the body is read or validated: a request without a valid sign-in is a 401 before
 * any 422, and an upload without one is refused before it is received. The check runs on every
 * request: from the principal cache, which PostgreSQL notifications keep exact, or from the
 * database. A cached principal is admitted without a promise (the hottest routes spend their time
 * here), anything else goes through the database.
 */
export function requireUser(deps: AuthDeps, options: RequireUserOptions = {}) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const token = bearerToken(request.headers.authorization);
    if (isUserApiKey(token)) {
      if (!options.apiKeys) {
        done(new AppError('FORBIDDEN', DEVELOPER_MESSAGES.needsSession));
        return;
      }
      admitApiKey(deps, token, request, reply, done);
      return;
    }
    let claims: AccessClaims;
    try {
      claims = verifiedClaims(deps, token);
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

/** The principal of a session token or of a personal API key, for routes that take either. */
export async function authenticate(deps: AuthDeps, header: string | undefined): Promise<Principal> {
  const token = bearerToken(header);
  if (isUserApiKey(token)) {
    const hash = hashOf(token);
    if (hash === null) throw new AppError('UNAUTHORIZED', DEVELOPER_MESSAGES.keyInvalid);
    return keyPrincipal(
      deps,
      cachedApiKey(deps, hash) ?? (await loadApiKey(deps, hash)),
      undefined,
    );
  }
  const claims = verifiedClaims(deps, token);
  return cachedPrincipal(deps, claims) ?? principalFromDatabase(deps, claims);
}

function bearerToken(header: string | undefined): string {
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

function verifiedClaims(deps: AuthDeps, token: string): AccessClaims {
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
  return { user, sessionId: session.id, apiKeyId: null };
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
  return { user, sessionId: session.id, apiKeyId: null };
}

/**
 * A request made with a personal API key: the key from the cache (kept exact by notifications) or
 * the database, its owner still on a plan with API access, then the key's own rate limit, whose
 * figures go out on every answer. A cached key is admitted without a promise, as a session is.
 */
function admitApiKey(
  deps: AuthDeps,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  const hash = hashOf(key);
  if (hash === null) {
    done(new AppError('UNAUTHORIZED', DEVELOPER_MESSAGES.keyInvalid));
    return;
  }
  const cached = cachedApiKey(deps, hash);
  if (cached) {
    try {
      request.principal = keyPrincipal(deps, cached, reply);
      done();
    } catch (error) {
      done(error as Error);
    }
    return;
  }
  loadApiKey(deps, hash)
    .then((found) => {
      request.principal = keyPrincipal(deps, found, reply);
      done();
    })
    .catch((error: unknown) => done(error as Error));
}

function cachedApiKey(deps: AuthDeps, hash: string) {
  const key = deps.principals.getKey(hash);
  const user = key && deps.principals.getUser(key.userId);
  return key && user ? { key, user } : undefined;
}

/** The principal of a live key, counted against its limit; `reply` gets the limit's headers. */
function keyPrincipal(
  deps: AuthDeps,
  found: { key: CachedApiKey; user: UserRow } | null,
  reply: FastifyReply | undefined,
): Principal {
  const now = Date.now();
  if (!found || (found.key.expiresAt !== null && found.key.expiresAt <= now)) {
    throw new AppError('UNAUTHORIZED', DEVELOPER_MESSAGES.keyInvalid);
  }
  if (!hasApiAccess(found.user, now)) {
    throw new AppError('FORBIDDEN', DEVELOPER_MESSAGES.needsGrowthPlan);
  }
  const limit = deps.apiKeys.limits.take(found.key.id, found.user.id, now);
  reply?.header('ratelimit-limit', String(limit.limit));
  reply?.header('ratelimit-remaining', String(limit.remaining));
  reply?.header('ratelimit-reset', String(limit.resetSeconds));
  if (!limit.allowed) {
    const message =
      limit.refusedBy === 'user'
        ? DEVELOPER_MESSAGES.userKeysRateLimited
        : DEVELOPER_MESSAGES.keyRateLimited;
    throw new AppError('TOO_MANY_REQUESTS', message, undefined, {
      'retry-after': String(limit.resetSeconds),
    });
  }
  deps.apiKeys.usage.record(found.key.id, now);
  return { user: found.user, sessionId: '', apiKeyId: found.key.id };
}

/**
 * Hashes of keys seen lately: a map lookup is cheaper than SHA-256 on every request. A token is
 * hashed, cached or looked up only if it has a key's shape (checked when it is not in the cache,
 * so a known key's request pays for neither), all of one length, so the cache's bound in bytes is
 * a bound in entries: about 2 MiB of strings (a key and its hex hash, two bytes a character).
 * Null: not a key at all.
 */
const hashes = new Map<string, string>();
const HASHES_MAX_BYTES = 2 * 1024 * 1024;
const HASHES_MAX = Math.floor(HASHES_MAX_BYTES / ((USER_API_KEY_LENGTH + 64) * 2));

function hashOf(token: string): string | null {
  let hash = hashes.get(token);
  if (hash === undefined) {
    if (!hasUserApiKeyShape(token)) return null;
    if (hashes.size >= HASHES_MAX) hashes.clear();
    hashes.set(token, (hash = hashApiKey(token)));
  }
  return hash;
}

async function loadApiKey(
  deps: AuthDeps,
  hash: string,
): Promise<{ key: CachedApiKey; user: UserRow } | null> {
  const snapshot = deps.principals.snapshot();
  const [row] = await deps.db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt), eq(users.isActive, true)))
    .limit(1);
  if (!row) return null;
  const key: CachedApiKey = {
    id: row.key.id,
    userId: row.key.userId,
    expiresAt: row.key.expiresAt?.getTime() ?? null,
  };
  deps.principals.storeKey(snapshot, hash, key, row.user);
  return { key, user: row.user };
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
