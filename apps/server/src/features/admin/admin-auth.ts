import {
  ADMIN_MESSAGES,
  ROLE_PERMISSIONS,
  roleHasPermission,
  type AdminPermission,
  type AdminRole,
} from '@atelier/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import type { Database } from '../../db/client';
import { admins, adminSessions } from '../../db/schema';
import { signAccessToken, verifyAccessToken } from '../../lib/auth/jwt';
import { AppError } from '../../lib/errors';
import type { AdminPrincipal } from './admin-principal';
import { authenticateApiKey, isApiKey } from './api-keys/api-key-auth';
import type { Actor } from './audit-log';

/** Admin sessions last 8 hours (issue 18). */
export const ADMIN_SESSION_MS = 8 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    adminPrincipal: AdminPrincipal | null;
  }
}

/**
 * Admin tokens are signed with a key of their own, derived from JWT_SECRET: a user's token fails
 * its signature on an admin route and an admin's on a user route (both 401), with no lookup.
 */
export function adminTokenSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('atelier admin tokens').digest('base64url');
}

export function signAdminToken(
  jwtSecret: string,
  claims: { adminId: string; sessionId: string; expiresAt: Date },
): Promise<string> {
  return signAccessToken(adminTokenSecret(jwtSecret), {
    userId: claims.adminId,
    sessionId: claims.sessionId,
    expiresAt: claims.expiresAt,
  });
}

export const permissionsOf = (role: AdminRole) => [...ROLE_PERMISSIONS[role]];

export interface AdminGuard {
  /** What the route needs (every one of a list); none for the admin's own account (me, logout). */
  permission?: AdminPermission | readonly AdminPermission[];
  /** The MFA setup routes: a session that has not enrolled MFA may use them, and only them. */
  beforeMfa?: boolean;
}

/**
 * The onRequest hook of an admin route, run before the body is read or validated (as for users):
 * a valid admin token, its session live (not revoked, not past its 8 hours, the admin active), MFA
 * done unless the route is part of enrolling it, and the permission the route names, checked here
 * on the server (403 otherwise).
 */
export function requireAdmin(
  deps: { db: Database; config: { jwtSecret: string } },
  guard: AdminGuard = {},
) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw new AppError('UNAUTHORIZED', ADMIN_MESSAGES.notAuthenticated);
    if (isApiKey(token)) {
      const principal = await authenticateApiKey(deps.db, token);
      if (guard.beforeMfa) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.forbidden);
      assertPermitted(principal.role, guard);
      request.adminPrincipal = principal;
      return;
    }
    const claims = verifyAccessToken(adminTokenSecret(deps.config.jwtSecret), token);
    if (!claims) throw new AppError('UNAUTHORIZED', ADMIN_MESSAGES.sessionExpired);
    const [row] = await deps.db
      .select({ admin: admins, mfaVerified: adminSessions.mfaVerified })
      .from(adminSessions)
      .innerJoin(admins, eq(admins.id, adminSessions.adminId))
      .where(
        and(
          eq(adminSessions.id, claims.session_id),
          eq(adminSessions.adminId, claims.sub),
          isNull(adminSessions.revokedAt),
          gt(adminSessions.expiresAt, sql`now()`),
          eq(admins.isActive, true),
        ),
      )
      .limit(1);
    if (!row) throw new AppError('UNAUTHORIZED', ADMIN_MESSAGES.sessionExpired);
    if (!row.mfaVerified && !guard.beforeMfa) {
      throw new AppError('FORBIDDEN', ADMIN_MESSAGES.mfaSetupRequired);
    }
    const role = row.admin.role as AdminRole;
    assertPermitted(role, guard);
    request.adminPrincipal = {
      admin: row.admin,
      role,
      sessionId: claims.session_id,
      mfaVerified: row.mfaVerified,
    };
  };
}

function assertPermitted(role: AdminRole, guard: AdminGuard): void {
  const needed = guard.permission === undefined ? [] : [guard.permission].flat();
  if (!needed.every((permission) => roleHasPermission(role, permission))) {
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.forbidden);
  }
}

/** The request's admin, for handlers behind `requireAdmin`. */
export function adminOf(request: FastifyRequest): AdminPrincipal {
  if (!request.adminPrincipal) throw new AppError('UNAUTHORIZED', ADMIN_MESSAGES.notAuthenticated);
  return request.adminPrincipal;
}

/** The acting admin of a request, as the audit log records them. */
export function actorOf(request: FastifyRequest): Actor {
  const { admin, apiKey } = adminOf(request);
  const ip = request.ip || null;
  // A key is recorded as itself (its prefix and name), not as the admin who created it.
  if (apiKey) return { adminId: null, adminEmail: `api-key:${apiKey.prefix}:${apiKey.name}`, ip };
  return { adminId: admin.id, adminEmail: admin.email, ip };
}
