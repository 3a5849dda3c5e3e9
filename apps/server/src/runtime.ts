import type { Logger } from 'pino';
import type { Config } from './config';
import { connectDatabase, type DatabaseHandle } from './db/client';
import { resolveDatabase, type DatabaseServer } from './db/embedded';
import { runMigrations } from './db/migrate';
import { ensureFirstAdmin } from './features/admin/create-admin';
import { registerWorkers } from './jobs/workers';
import { startQueue, type JobQueue } from './jobs/queue';
import { createSearchRevisions, type SearchRevisions } from './features/search/search-revisions';
import { createPrincipalCache, type PrincipalCache } from './lib/auth/principal-cache';
import { createExchangeRates, type ExchangeRates } from './lib/exchange-rates';
import { createMailer, type Mailer } from './lib/mail';
import { createGateways, type Gateways } from './lib/payments/gateways';
import { createEngines, type Engines } from './engines';
import { createJobEvents, type JobEvents } from './lib/job-events';
import { createKeyLimits, type KeyLimits } from './lib/auth/api-key-limits';
import { createApiKeyUsage, type ApiKeyUsage } from './lib/auth/api-key-usage';
import { createMetrics, metricsEnabled, type Metrics } from './lib/metrics/metrics';
import { startMetricsServer } from './features/metrics/metrics-server';
import { createMediaUrls, type MediaUrls } from './lib/media-urls';
import { createRequestLog, type RequestLog } from './lib/request-log';
import { createConfiguredStorage } from './lib/configured-storage';
import type { Storage } from './lib/storage';
import { createWebhookOutbox, type WebhookOutbox } from './lib/webhooks/outbox';

/** Everything a process holds open: the database (maybe embedded), its pool, the job queue. */
export interface Runtime extends DatabaseHandle {
  database: DatabaseServer;
  queue: JobQueue;
  mailer: Mailer;
  principals: PrincipalCache;
  searchRevisions: SearchRevisions;
  storage: Storage;
  mediaUrls: MediaUrls;
  engines: Engines;
  jobEvents: JobEvents;
  gateways: Gateways;
  rates: ExchangeRates;
  requestLog: RequestLog | null;
  apiKeys: { limits: KeyLimits; usage: ApiKeyUsage };
  webhooks: WebhookOutbox;
  /** Null unless METRICS_TOKEN or METRICS_PORT is set. */
  metrics: Metrics | null;
  stop(): Promise<void>;
}

export async function startRuntime(
  config: Config,
  logger: Logger,
  options: { runWorkers: boolean; serveHttp: boolean },
): Promise<Runtime> {
  const database = await resolveDatabase(
    { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir },
    logger,
  );
  try {
    const applied = await runMigrations(database.url);
    // Said by the one process that migrated, when several start together.
    if (applied > 0) logger.info({ applied }, 'database migrated');
    const { pool, db } = connectDatabase(database.url);
    await ensureFirstAdmin(db, config, logger);
    const queue = await startQueue(
      database.url,
      { runWorkers: options.runWorkers, stopTimeoutMs: config.SHUTDOWN_TIMEOUT_MS },
      logger,
    );
    const mailer = createMailer(
      { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.dataDir },
      logger,
    );
    const storage = createConfiguredStorage(config);
    const mediaUrls = createMediaUrls(config.jwtSecret);
    const metrics = metricsEnabled(config) ? createMetrics(pool) : null;
    const engines = createEngines(config, metrics?.providerError);
    const webhooks = createWebhookOutbox(queue);
    const jobEvents = createJobEvents(database.url, logger);
    const principals = createPrincipalCache(database.url, logger);
    const searchRevisions = createSearchRevisions(database.url, logger);
    // Their listeners keep an API process's live job streams and caches fresh; a worker process
    // (npm run worker) serves no requests, so it opens none of their connections.
    if (options.serveHttp) {
      await jobEvents.start();
      await principals.start();
      await searchRevisions.start();
    }
    const rates = createExchangeRates(config.EXCHANGE_RATES_URL, logger);
    // Fetched now, so the first visitor to see a price does not wait for the rates service.
    void rates.current();
    const requestLog =
      options.serveHttp && config.API_LOG_ENABLED ? createRequestLog(pool, logger) : null;
    const apiKeys = {
      limits: createKeyLimits(config.API_KEY_RATE_LIMIT, config.API_USER_RATE_LIMIT),
      usage: createApiKeyUsage(pool, logger),
    };
    const metricsServer =
      metrics && config.METRICS_PORT !== undefined
        ? await startMetricsServer(
            metrics,
            { port: config.METRICS_PORT, host: config.HOST, token: config.METRICS_TOKEN },
            logger,
          )
        : null;

    const runtime: Runtime = {
      database,
      pool,
      db,
      queue,
      mailer,
      principals,
      searchRevisions,
      storage,
      mediaUrls,
      engines,
      jobEvents,
      gateways: createGateways(config),
      rates,
      requestLog,
      metrics,
      apiKeys,
      webhooks,
      // Order matters: workers finish their jobs, then connections close, then the server stops.
      stop: async () => {
        await metricsServer?.close();
        await principals.stop();
        await searchRevisions.stop();
        await jobEvents.stop();
        await queue.stop();
        mailer.close();
        await requestLog?.close();
        await apiKeys.usage.close();
        await pool.end();
        await database.stop();
      },
    };
    // Registered last: a workflow step submits as a request does, with what a request has.
    if (options.runWorkers) {
      await registerWorkers({ ...runtime, config, logger, databaseUrl: database.url });
    }
    return runtime;
  } catch (error) {
    await database.stop();
    throw error;
  }
}
