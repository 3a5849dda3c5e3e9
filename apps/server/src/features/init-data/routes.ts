import { InitDataResponse } from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { principalOf, requireUser } from '../../lib/auth/authenticate';
import { toCurrentUser } from '../account/to-current-user';
import { getUsage } from '../usage/get-usage';

/** Spec part 1, section 7: what the web app needs at start (user, balance, plan, today's usage). */
export const initDataRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/init-data',
    {
      onRequest: requireUser(deps),
      schema: {
        tags: ['usage'],
        security: [{ bearerAuth: [] }],
        response: { 200: InitDataResponse },
      },
    },
    async (request) => {
      const { user } = principalOf(request);
      const usage = await getUsage(deps.db, user);
      const current = toCurrentUser(user, deps.mediaUrls);
      return { user: current, credits: current.credits, plan: usage.plan, usage };
    },
  );
};
