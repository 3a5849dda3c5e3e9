import { AUTH_MESSAGES, MessageBody, SessionIdParams, SessionsResponse } from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { principalOf, requireUser } from '../../lib/auth/authenticate';
import { revokeAllSessions, revokeSession } from '../../lib/auth/sessions';
import { AppError } from '../../lib/errors';
import { listSessions } from './list-sessions';

const tags = ['sessions'];
const security = [{ bearerAuth: [] }];

/** A user's own sessions: list them, end one, end this one, end them all. */
export const sessionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser(deps));

  app.get(
    '/sessions',
    { schema: { tags, security, response: { 200: SessionsResponse } } },
    async (request) => {
      const { user, sessionId } = principalOf(request);
      return listSessions(deps.db, { userId: user.id, sessionId });
    },
  );

  app.delete(
    '/sessions/:session_id',
    { schema: { tags, security, params: SessionIdParams, response: { 200: MessageBody } } },
    async (request) => {
      const { user } = principalOf(request);
      const revoked = await revokeSession(deps, user.id, request.params.session_id);
      if (!revoked) throw new AppError('NOT_FOUND', AUTH_MESSAGES.sessionNotFound);
      return { message: AUTH_MESSAGES.sessionLoggedOut };
    },
  );

  app.post(
    '/logout',
    { schema: { tags, security, response: { 200: MessageBody } } },
    async (request) => {
      const { user, sessionId } = principalOf(request);
      await revokeSession(deps, user.id, sessionId);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.post(
    '/logout-all',
    { schema: { tags, security, response: { 200: MessageBody } } },
    async (request) => {
      const { user } = principalOf(request);
      await revokeAllSessions(deps, user.id);
      return { message: AUTH_MESSAGES.loggedOutAllDevices };
    },
  );
};
