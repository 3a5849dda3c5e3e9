import { AiToolsResponse, Recommendation, RecommendQuery } from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../lib/auth/authenticate';
import { trackUsage } from '../usage/track-usage';
import { AI_TOOLS_DIRECTORY } from './directory';
import { recommend } from './recommendations';

const tags = ['ai-tools'];

/**
 * The directory and the per-task recommendation: public, as the spec calls them without a token.
 * A recommendation asked with a token counts against the plan's daily AI Recommendations.
 */
export const aiToolRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const signIn = requireUser(deps, { apiKeys: true });
  app.get('/ai-tools', { schema: { tags, response: { 200: AiToolsResponse } } }, async () => ({
    tools: AI_TOOLS_DIRECTORY,
  }));
  app.get(
    '/ai-tools/recommend',
    {
      schema: {
        tags,
        summary:
          "A task type's recommended tool; with a token, one of the day's AI Recommendations",
        // Either no token at all, or a valid one.
        security: [{}, { bearerAuth: [] }],
        querystring: RecommendQuery,
        response: { 200: Recommendation },
      },
      // A token, when sent, is checked like on any signed-in route: 401 before any 422.
      onRequest: (request, reply, done) => {
        if (request.headers.authorization === undefined) done();
        else signIn(request, reply, done);
      },
    },
    async (request) => {
      // The spec calls this without a token, and an anonymous caller has no plan to count
      // against; a signed-in caller (the web app's page, which is signed-in only) is metered.
      if (request.principal) {
        await trackUsage(deps.db, request.principal.user, 'ai_recommendations', 1);
      }
      return recommend(request.query.task_type);
    },
  );
};
