import Fastify, { type FastifyBaseLogger } from 'fastify';
import { apiNotFound, registerErrorHandler } from '../../lib/error-handler';
import type { Metrics } from '../../lib/metrics/metrics';
import { metricsRoutes } from './routes';

/**
 * METRICS_PORT: `/metrics` on a listener of its own, so a scraper need not reach the API's port
 * (or hold its token), and a worker process, which serves no HTTP otherwise, is scraped too.
 */
export async function startMetricsServer(
  metrics: Metrics,
  options: { port: number; host: string; token?: string },
  logger: FastifyBaseLogger,
): Promise<{ close(): Promise<void> }> {
  const app = Fastify({ loggerInstance: logger });
  registerErrorHandler(app);
  await app.register(metricsRoutes, { metrics, token: options.token });
  app.setNotFoundHandler(apiNotFound(() => []));
  await app.listen({ port: options.port, host: options.host });
  logger.info({ port: options.port }, 'metrics are served on their own port');
  return { close: () => app.close() };
}
