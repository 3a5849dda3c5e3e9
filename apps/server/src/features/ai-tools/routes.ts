import { AiToolsResponse, Recommendation, RecommendQuery } from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AI_TOOLS_DIRECTORY } from './directory';
import { recommend } from './recommendations';

const tags = ['ai-tools'];

/** The directory and the per-task recommendation: public, as the spec calls them without a token. */
export const aiToolRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app) => {
  app.get('/ai-tools', { schema: { tags, response: { 200: AiToolsResponse } } }, async () => ({
    tools: AI_TOOLS_DIRECTORY,
  }));
  app.get(
    '/ai-tools/recommend',
    { schema: { tags, querystring: RecommendQuery, response: { 200: Recommendation } } },
    async (request) => recommend(request.query.task_type),
  );
};
