import {
  ADMIN_MESSAGES,
  AdminAcceptInviteBody,
  AdminAccountResponse,
  AdminInviteBody,
  AdminOverviewResponse,
  AdminUpdateAdminBody,
  AdminsResponse,
  AuditLogQuery,
  AuditLogsResponse,
  AdminLoginBody,
  AdminLoginResponse,
  AdminMe,
  AdminMfaConfirmBody,
  AdminMfaConfirmResponse,
  AdminMfaSetupResponse,
  MessageBody,
} from '@atelier/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { adminSessions } from '../../db/schema';
import { z } from 'zod';
import { acceptInvite } from './accept-invite';
import { actorOf, adminOf, permissionsOf, requireAdmin } from './admin-auth';
import { dashboardOverview } from './dashboard-overview';
import { inviteAdmin } from './invite-admin';
import { updateAdmin } from './update-admin';
import { adminCurationRoutes } from './curation/routes';
import { adminOperationRoutes } from './operations/routes';
import { adminUserRoutes } from './users/routes';
import { adminLogin } from './admin-login';
import { confirmAdminMfa, startAdminMfa } from './admin-mfa';
import { recordAudit } from './audit-log';
import { listAdmins } from './list-admins';
import { listAuditLogs } from './list-audit-logs';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
/** Sign-in tries count in the database (5 an hour per account); this caps one address's bursts. */
const strict = { rateLimit: { max: 30 } };

/**
 * The admin portal's own accounts: sign-in with mandatory MFA, the session, sign-out; the staff
 * list and the audit log for those allowed to see them.
 */
export const adminAuthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/login',
    {
      config: strict,
      schema: { tags, body: AdminLoginBody, response: { 200: AdminLoginResponse } },
    },
    async (request) =>
      adminLogin(deps, request.body, {
        ip: request.ip || null,
        device: null,
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );

  app.post(
    '/mfa/setup',
    {
      onRequest: requireAdmin(deps, { beforeMfa: true }),
      schema: { tags, security, response: { 200: AdminMfaSetupResponse } },
    },
    async (request) => startAdminMfa(deps, adminOf(request)),
  );

  app.post(
    '/mfa/confirm',
    {
      onRequest: requireAdmin(deps, { beforeMfa: true }),
      schema: {
        tags,
        security,
        body: AdminMfaConfirmBody,
        response: { 200: AdminMfaConfirmResponse },
      },
    },
    async (request) =>
      confirmAdminMfa(deps.db, adminOf(request), request.body.code, request.ip || null),
  );

  app.get(
    '/me',
    { onRequest: requireAdmin(deps), schema: { tags, security, response: { 200: AdminMe } } },
    async (request) => {
      const { admin, role } = adminOf(request);
      return {
        id: admin.id,
        full_name: admin.fullName,
        email: admin.email,
        role,
        permissions: permissionsOf(role),
        mfa_enabled: admin.totpSecret !== null,
      };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: requireAdmin(deps, { beforeMfa: true }),
      schema: { tags, security, response: { 200: MessageBody } },
    },
    async (request) => {
      const { admin, sessionId } = adminOf(request);
      await deps.db
        .update(adminSessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(adminSessions.id, sessionId));
      await recordAudit(deps.db, {
        adminId: admin.id,
        adminEmail: admin.email,
        action: 'logout',
        target: sessionId,
        ip: request.ip || null,
      });
      return { message: 'Signed out' };
    },
  );

  app.register(adminUserRoutes, { prefix: '/users', deps });
  app.register(adminOperationRoutes, { deps });
  app.register(adminCurationRoutes, { deps });

  app.get(
    '/analytics/overview',
    {
      onRequest: requireAdmin(deps, { permission: 'view_analytics' }),
      schema: { tags, security, response: { 200: AdminOverviewResponse } },
    },
    async () => dashboardOverview(deps.db),
  );

  app.post(
    '/invitations/accept',
    {
      config: strict,
      schema: { tags, body: AdminAcceptInviteBody, response: { 200: MessageBody } },
    },
    async (request) => acceptInvite(deps.db, request.body, request.ip || null),
  );

  app.post(
    '/admins',
    {
      onRequest: requireAdmin(deps, { permission: 'manage_admins' }),
      schema: { tags, security, body: AdminInviteBody, response: { 201: AdminAccountResponse } },
    },
    async (request, reply) =>
      reply.code(201).send(await inviteAdmin(deps, actorOf(request), request.body)),
  );

  app.put(
    '/admins/:id',
    {
      onRequest: requireAdmin(deps, { permission: 'manage_admins' }),
      schema: {
        tags,
        security,
        params: z.object({ id: z.uuid({ message: ADMIN_MESSAGES.adminNotFound }) }),
        body: AdminUpdateAdminBody,
        response: { 200: AdminAccountResponse },
      },
    },
    async (request) => updateAdmin(deps.db, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/admins',
    {
      onRequest: requireAdmin(deps, { permission: 'manage_admins' }),
      schema: { tags, security, response: { 200: AdminsResponse } },
    },
    async () => listAdmins(deps.db),
  );

  app.get(
    '/security/audit-logs',
    {
      onRequest: requireAdmin(deps, { permission: 'manage_security' }),
      schema: { tags, security, querystring: AuditLogQuery, response: { 200: AuditLogsResponse } },
    },
    async (request) => listAuditLogs(deps.db, request.query),
  );
};
