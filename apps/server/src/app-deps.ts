import type pg from 'pg';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Engines } from './engines';
import type { SearchRevisions } from './features/search/search-revisions';
import type { JobQueue } from './jobs/queue';
import type { PrincipalCache } from './lib/auth/principal-cache';
import type { ExchangeRates } from './lib/exchange-rates';
import type { JobEvents } from './lib/job-events';
import type { MediaUrls } from './lib/media-urls';
import type { KeyLimits } from './lib/auth/api-key-limits';
import type { ApiKeyUsage } from './lib/auth/api-key-usage';
import type { Metrics } from './lib/metrics/metrics';
import type { Gateways } from './lib/payments/gateways';
import type { RequestLog } from './lib/request-log';
import type { Storage } from './lib/storage';
import type { WebhookOutbox } from './lib/webhooks/outbox';

/**
 * What every feature's operations need, passed in explicitly. Its own module, so features need not
 * import app.ts, which imports every feature.
 */
export interface AppDeps {
  config: Config;
  db: Database;
  pool: pg.Pool;
  queue: JobQueue;
  principals: PrincipalCache;
  searchRevisions: SearchRevisions;
  storage: Storage;
  mediaUrls: MediaUrls;
  engines: Engines;
  jobEvents: JobEvents;
  gateways: Gateways;
  rates: ExchangeRates;
  /** Null with API_LOG_ENABLED=false. */
  requestLog: RequestLog | null;
  /** Null unless METRICS_TOKEN or METRICS_PORT is set. */
  metrics: Metrics | null;
  /** Personal API keys' rate limits and use counts (issue 34). */
  apiKeys: { limits: KeyLimits; usage: ApiKeyUsage };
  /** Events for users' webhooks, written in the transaction that causes them (issue 34). */
  webhooks: WebhookOutbox;
}
