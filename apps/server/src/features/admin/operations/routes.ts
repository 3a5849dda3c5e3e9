import {
  AdminApiKeyCreatedResponse,
  AdminApiKeyGenerateBody,
  AdminApiKeysResponse,
  AdminBillingOverview,
  AdminEngagement,
  AdminPerformance,
  AdminReportBody,
  AdminTimeRangeQuery,
  AdminTraffic,
  AdminSecurityOverview,
  AdminSystemHealth,
  AdminTransactionsQuery,
  AdminTransactionsResponse,
  ADMIN_OPERATION_MESSAGES,
  MessageBody,
  fileAnswer,
  XLSX_MEDIA_TYPE,
} from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { actorOf, adminOf, requireAdmin } from '../admin-auth';
import { generateApiKey, listApiKeys, revokeApiKey } from '../api-keys/api-keys';
import { engagement, performance, traffic } from './analytics';
import { billingOverview } from './billing-overview';
import { exportReport, REPORT_FILES, reportPeriod } from '../reports/export-report';
import { listTransactions } from './list-transactions';
import { securityOverview } from './security-overview';
import { systemHealth } from './system-health';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** Admin portal II: system health, API keys, billing and the security overview (issue 19). */
export const adminOperationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/system/health',
    {
      onRequest: requireAdmin(deps, { permission: 'view_system_health' }),
      schema: { tags, security, response: { 200: AdminSystemHealth } },
    },
    async () => systemHealth(deps),
  );

  const manageAdmins = requireAdmin(deps, { permission: 'manage_admins' });
  app.get(
    '/api-keys',
    {
      onRequest: manageAdmins,
      schema: { tags, security, response: { 200: AdminApiKeysResponse } },
    },
    async () => listApiKeys(deps.db),
  );
  app.post(
    '/api-keys/generate',
    {
      onRequest: manageAdmins,
      schema: {
        tags,
        security,
        body: AdminApiKeyGenerateBody,
        response: { 201: AdminApiKeyCreatedResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await generateApiKey(deps.db, actorOf(request), request.body, adminOf(request).admin.id),
        ),
  );
  app.delete(
    '/api-keys/:id',
    {
      onRequest: manageAdmins,
      schema: {
        tags,
        security,
        params: z.object({ id: z.uuid({ message: ADMIN_OPERATION_MESSAGES.keyNotFound }) }),
        response: { 200: MessageBody },
      },
    },
    async (request) => revokeApiKey(deps.db, actorOf(request), request.params.id),
  );

  const billing = requireAdmin(deps, { permission: 'manage_billing' });
  app.get(
    '/billing/overview',
    { onRequest: billing, schema: { tags, security, response: { 200: AdminBillingOverview } } },
    async () => billingOverview(deps.db),
  );
  app.get(
    '/billing/transactions',
    {
      onRequest: billing,
      schema: {
        tags,
        security,
        querystring: AdminTransactionsQuery,
        response: { 200: AdminTransactionsResponse },
      },
    },
    async (request) => listTransactions(deps.db, request.query),
  );

  const analytics = requireAdmin(deps, { permission: 'view_analytics' });
  app.get(
    '/analytics/traffic',
    {
      onRequest: analytics,
      schema: { tags, security, querystring: AdminTimeRangeQuery, response: { 200: AdminTraffic } },
    },
    async (request) => traffic(deps.db, request.query.time_range),
  );
  app.get(
    '/analytics/performance',
    {
      onRequest: analytics,
      schema: {
        tags,
        security,
        querystring: AdminTimeRangeQuery,
        response: { 200: AdminPerformance },
      },
    },
    async (request) => performance(deps.db, request.query.time_range),
  );
  app.get(
    '/analytics/engagement',
    { onRequest: analytics, schema: { tags, security, response: { 200: AdminEngagement } } },
    async () => engagement(deps.db),
  );

  app.post(
    '/reports/export',
    {
      onRequest: analytics,
      schema: {
        tags,
        security,
        body: AdminReportBody,
        response: {
          200: fileAnswer('The report', ['text/csv', XLSX_MEDIA_TYPE, 'application/pdf']),
        },
      },
    },
    async (request, reply) => {
      const { report_type: type, format } = request.body;
      const { from, to } = reportPeriod(request.body);
      const file = REPORT_FILES[format];
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${type}-report-${from}-to-${to}.${file.extension}"`,
        )
        .send(exportReport(deps.db, request.log, actorOf(request), request.body));
    },
  );

  app.get(
    '/security/overview',
    {
      onRequest: requireAdmin(deps, { permission: 'manage_security' }),
      schema: { tags, security, response: { 200: AdminSecurityOverview } },
    },
    async () => securityOverview(deps.db),
  );
};
