import {
  AdminCreditHistoryResponse,
  AdminCreditsBody,
  AdminCreditsResponse,
  AdminPageQuery,
  AdminSubscriptionChangedResponse,
  AdminUpdateSubscriptionBody,
  AdminUpdateUserBody,
  AdminUserChangedResponse,
  AdminUserDetailResponse,
  AdminUserFilters,
  AdminUserParams,
  AdminUsersQuery,
  AdminUsersResponse,
  ApiLogsResponse,
  MessageBody,
  fileAnswer,
  XLSX_MEDIA_TYPE,
} from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { SubmitHeaders } from '../../generation/submit-headers';
import { actorOf, requireAdmin } from '../admin-auth';
import { userApiLogs } from '../user-api-logs';
import { adjustUserCredits } from './adjust-user-credits';
import { deleteUser } from './delete-user';
import { exportUsers } from './export-users';
import { getUserDetail } from './get-user-detail';
import { listUsers } from './list-users';
import { updateUser } from './update-user';
import { updateUserSubscription } from './update-user-subscription';
import { userCreditHistory } from './user-credit-history';
import { utcDay } from '../../usage/utc-day';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/**
 * /api/admin/users: staff find, read and change user accounts. Reading needs view_users; a plan
 * or a balance also needs manage_billing (so the "others" role, which reads analytics only, can
 * do neither).
 */
export const adminUserRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const viewUsers = requireAdmin(deps, { permission: 'view_users' });
  const billing = requireAdmin(deps, { permission: ['view_users', 'manage_billing'] });

  app.get(
    '/',
    {
      onRequest: viewUsers,
      schema: {
        tags,
        security,
        querystring: AdminUsersQuery,
        response: { 200: AdminUsersResponse },
      },
    },
    async (request) => listUsers(deps.db, request.query),
  );

  app.get(
    '/export/excel',
    {
      onRequest: viewUsers,
      schema: {
        tags,
        security,
        querystring: AdminUserFilters,
        response: { 200: fileAnswer('The users as an Excel workbook', [XLSX_MEDIA_TYPE]) },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="users-${utcDay()}.xlsx"`)
        .send(exportUsers(deps.db, request.log, actorOf(request), request.query)),
  );

  app.get(
    '/:id',
    {
      onRequest: viewUsers,
      schema: {
        tags,
        security,
        params: AdminUserParams,
        response: { 200: AdminUserDetailResponse },
      },
    },
    async (request) => getUserDetail(deps.db, request.params.id),
  );

  app.put(
    '/:id',
    {
      onRequest: viewUsers,
      schema: {
        tags,
        security,
        params: AdminUserParams,
        body: AdminUpdateUserBody,
        response: { 200: AdminUserChangedResponse },
      },
    },
    async (request) => updateUser(deps, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      onRequest: viewUsers,
      schema: { tags, security, params: AdminUserParams, response: { 200: MessageBody } },
    },
    async (request) => deleteUser(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/:id/update-subscription',
    {
      onRequest: billing,
      schema: {
        tags,
        security,
        params: AdminUserParams,
        body: AdminUpdateSubscriptionBody,
        response: { 200: AdminSubscriptionChangedResponse },
      },
    },
    async (request) =>
      updateUserSubscription(deps.db, actorOf(request), request.params.id, request.body.plan_id),
  );

  app.post(
    '/:id/credits',
    {
      onRequest: billing,
      schema: {
        tags,
        security,
        params: AdminUserParams,
        headers: SubmitHeaders.pick({ 'idempotency-key': true }),
        body: AdminCreditsBody,
        response: { 200: AdminCreditsResponse },
      },
    },
    async (request) =>
      adjustUserCredits(
        deps.db,
        actorOf(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  app.get(
    '/:id/credit-history',
    {
      onRequest: viewUsers,
      schema: {
        tags,
        security,
        params: AdminUserParams,
        querystring: AdminPageQuery,
        response: { 200: AdminCreditHistoryResponse },
      },
    },
    async (request) => userCreditHistory(deps.db, request.params.id, request.query),
  );

  app.get(
    '/:id/api-logs',
    {
      onRequest: viewUsers,
      schema: {
        tags,
        security,
        params: AdminUserParams,
        querystring: AdminPageQuery,
        response: { 200: ApiLogsResponse },
      },
    },
    async (request) => userApiLogs(deps.db, request.params.id, request.query),
  );
};
