import { HealthResponse } from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { checkHealth } from './check-health';

export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/health',
    {
      // Load balancers poll this; it must never be throttled.
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Database reachable, migrations applied, job queue running',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(deps);
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};
