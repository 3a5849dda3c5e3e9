import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../lib/mail';
import { registerMailWorker } from './mail';
import { registerSubscriptionWorker } from './subscriptions';
import { registerSweepWorker } from './sweep';

/** Every queue's worker, registered in API processes (RUN_WORKERS) and in `npm run worker`. */
export async function registerWorkers(deps: {
  db: Database;
  boss: PgBoss;
  mailer: Mailer;
  config: Config;
  logger: Logger;
}): Promise<void> {
  await registerMailWorker(deps);
  await registerSweepWorker(deps);
  await registerSubscriptionWorker(deps);
}
