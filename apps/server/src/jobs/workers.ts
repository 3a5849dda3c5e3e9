import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Engines } from '../engines';
import type { Mailer } from '../lib/mail';
import type { MediaUrls } from '../lib/media-urls';
import type { Metrics } from '../lib/metrics/metrics';
import type { Storage } from '../lib/storage';
import { registerBackupWorker } from './backups';
import { registerGenerationWorkers } from './generation';
import { registerMailWorker } from './mail';
import type { JobQueue } from './queue';
import { registerSubscriptionWorker } from './subscriptions';
import { registerSweepWorker } from './sweep';
import { registerWebhookWorkers } from './webhooks';
import type { WebhookOutbox } from '../lib/webhooks/outbox';

/** Every queue's worker, registered in API processes (RUN_WORKERS) and in `npm run worker`. */
export async function registerWorkers(deps: {
  db: Database;
  queue: JobQueue;
  mailer: Mailer;
  config: Config;
  logger: Logger;
  storage: Storage;
  mediaUrls: MediaUrls;
  engines: Engines;
  databaseUrl: string;
  metrics: Metrics | null;
  webhooks: WebhookOutbox;
}): Promise<void> {
  const withBoss = { ...deps, boss: deps.queue.boss };
  await registerMailWorker(withBoss);
  await registerSweepWorker(withBoss);
  await registerSubscriptionWorker(withBoss);
  await registerBackupWorker({ ...withBoss, mediaInS3: deps.storage.kind === 's3' });
  await registerGenerationWorkers(deps);
  await registerWebhookWorkers(deps);
}
