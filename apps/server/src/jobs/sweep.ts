import { and, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { apiRequestLogBatches, authTokens, oauthStates, sessions, users } from '../db/schema';
import { releaseExpiredHolds } from '../lib/ledger';
import { rollUpRequestLog } from '../lib/request-log-rollup';
import { sweepThrottleEvents } from '../lib/throttle';
import { QUEUES } from './queue';

/**
 * Housekeeping that keeps tables small: expired throttles, tokens, states and sessions, and API
 * request log rows past their retention (API_LOG_RETENTION_DAYS) or left by a deleted account;
 * and the request log's daily roll-up.
 */
export async function sweepExpired(db: Database, apiLogRetentionDays = 90): Promise<void> {
  await sweepThrottleEvents(db);
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
  await db
    .delete(authTokens)
    .where(
      or(
        lt(authTokens.expiresAt, sql`now() - interval '7 days'`),
        lt(authTokens.usedAt, sql`now() - interval '7 days'`),
      ),
    );
  // Ended sessions stay a month for the record, then go.
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sql`now() - interval '30 days'`),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sql`now() - interval '30 days'`)),
      ),
    );
  // Finished days are rolled up for the admin charts before their raw rows can expire.
  await rollUpRequestLog(db);
  // A row goes once its newest line has expired.
  await db
    .delete(apiRequestLogBatches)
    .where(
      lt(apiRequestLogBatches.lastAt, sql`now() - make_interval(days => ${apiLogRetentionDays})`),
    );
  // Rows another process wrote for an account in the second after its deletion (request-log.ts
  // drops them in the deleting process); this runs hourly, so two hours back covers them all.
  await db
    .delete(apiRequestLogBatches)
    .where(
      and(
        gt(apiRequestLogBatches.lastAt, sql`now() - interval '2 hours'`),
        sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${apiRequestLogBatches.userId})`,
      ),
    );
}

export async function registerSweepWorker(deps: {
  db: Database;
  boss: PgBoss;
  logger: Logger;
  config: { API_LOG_RETENTION_DAYS: number };
}) {
  await deps.boss.schedule(QUEUES.sweep, '17 * * * *');
  await deps.boss.work(QUEUES.sweep, async () => {
    await sweepExpired(deps.db, deps.config.API_LOG_RETENTION_DAYS);
    deps.logger.debug('expired records swept');
  });
  // Credits held for work that never finished go back within a few minutes of the deadline.
  await deps.boss.schedule(QUEUES.holds, '*/5 * * * *');
  await deps.boss.work(QUEUES.holds, async () => {
    const released = await releaseExpiredHolds(deps.db);
    if (released > 0) deps.logger.info({ released }, 'expired credit holds released');
  });
}
