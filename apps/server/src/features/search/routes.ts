import {
  HelpArticleResponse,
  HelpIndexResponse,
  HelpQuery,
  SEARCH_MESSAGES,
  SearchBody,
  SearchResponse,
} from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { principalOf, requireUser } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import { admitThrottled } from '../../lib/throttle';
import { answerFromResults } from './answer-from-results';
import { languageOf } from '../../lib/language';
import { helpArticle, helpArticles } from './help-centre';
import { searchIndex, SOURCE_LABELS } from './search-index';
import { searchReady } from './search-readiness';

const tags = ['search'];
const security = [{ bearerAuth: [] }];

/** The search assistant and the help centre it searches (issue 20). */
export const searchRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/ai-search',
    {
      onRequest: requireUser(deps, { apiKeys: true }),
      schema: { tags, security, body: SearchBody, response: { 200: SearchResponse } },
      // searchIndex builds each result field by field from typed rows; re-parsing twenty of them
      // through the response schema is pure cost. The schema still documents the answer.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const started = performance.now();
      const { user } = principalOf(request);
      const max = deps.config.SEARCH_LIMIT_PER_MINUTE;
      if (max > 0) {
        const throttle = await admitThrottled(deps.db, `search:${user.id}`, {
          max,
          windowSeconds: 60,
        });
        if (throttle.limited) {
          throw new AppError('TOO_MANY_REQUESTS', SEARCH_MESSAGES.rateLimited, undefined, {
            'retry-after': String(throttle.retryAfterSeconds),
          });
        }
      }
      const { fuzzy } = await searchReady(deps.db, request.log);
      const { results, total } = await searchIndex(deps.db, deps.searchRevisions, {
        userId: user.id,
        query: request.body.query,
        types: request.body.include_types,
        limit: request.body.limit,
        fuzzy,
        language: languageOf(user.preferences),
      });
      // The search's own time; an answer from a provider comes after it.
      const searchTime = Math.round(performance.now() - started) / 1000;
      const engine = request.body.answer ? deps.engines.text.utility() : null;
      const answer = engine
        ? await answerFromResults(engine, request.body.query, results, request.log)
        : undefined;
      return {
        results,
        total_results: total,
        search_time: searchTime,
        sources_used: [...new Set(results.map((result) => result.source))].sort(
          (a, b) =>
            Object.values(SOURCE_LABELS).indexOf(a) - Object.values(SOURCE_LABELS).indexOf(b),
        ),
        ...(answer ? { answer } : {}),
      };
    },
  );

  app.get(
    '/help',
    { schema: { tags, querystring: HelpQuery, response: { 200: HelpIndexResponse } } },
    async (request) => ({
      articles: helpArticles(request.query.language).map(({ body: _body, ...summary }) => summary),
    }),
  );
  app.get(
    '/help/:slug',
    {
      schema: {
        tags,
        params: z.object({ slug: z.string().max(120) }),
        querystring: HelpQuery,
        response: { 200: HelpArticleResponse },
      },
    },
    async (request) => {
      const article = helpArticle(request.params.slug, request.query.language);
      if (!article) throw new AppError('NOT_FOUND', 'Help article not found');
      return article;
    },
  );
};
