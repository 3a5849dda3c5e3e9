import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors';
import type { Metrics } from '../../lib/metrics/metrics';

export interface MetricsRouteOptions {
  metrics: Metrics;
  /** Asked as `Authorization: Bearer <token>` when set. */
  token?: string;
}

/**
 * `GET /metrics` in the Prometheus text format, outside `/api`: not in the OpenAPI document, not
 * under the API's rate limit, and with no user, so not in the request log. Served on the main
 * port behind METRICS_TOKEN, and on METRICS_PORT's own listener (metrics-server.ts).
 */
export const metricsRoutes: FastifyPluginAsync<MetricsRouteOptions> = async (
  app,
  { metrics, token },
) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      throw new AppError('UNAUTHORIZED', 'A valid metrics token is required.', undefined, {
        'www-authenticate': 'Bearer',
      });
    }
    return reply.type(metrics.contentType).send(await metrics.render());
  });
};

/** Compared as digests, so the time taken says nothing about the token or its length. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}
