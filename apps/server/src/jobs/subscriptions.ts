import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { expireSubscriptions, sendRenewalReminders } from '../features/payments/subscription-terms';
import { QUEUES } from './queue';

/** Every hour: the "ends in 3 days" reminders, then plans whose period ended go back to starter. */
export async function registerSubscriptionWorker(deps: {
  db: Database;
  boss: PgBoss;
  config: Config;
  logger: Logger;
}): Promise<void> {
  await deps.boss.schedule(QUEUES.subscriptions, '7 * * * *');
  await deps.boss.work(QUEUES.subscriptions, async () => {
    const reminded = await sendRenewalReminders(deps);
    const expired = await expireSubscriptions(deps.db);
    if (reminded + expired > 0)
      deps.logger.info({ reminded, expired }, 'subscription terms applied');
  });
}
