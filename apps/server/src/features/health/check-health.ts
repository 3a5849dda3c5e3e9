import type { HealthResponse } from '@atelier/contract';
import type pg from 'pg';
import { appliedMigrationCount, expectedMigrationCount } from '../../db/migrate';
import type { JobQueue } from '../../jobs/queue';

const VERSION = process.env.npm_package_version ?? '0.1.0';

/** One query in the usual case: counting applied migrations also proves the database answers. */
export async function checkHealth(deps: {
  pool: pg.Pool;
  queue: JobQueue;
}): Promise<HealthResponse> {
  let database = true;
  let migrations = false;
  try {
    migrations = (await appliedMigrationCount(deps.pool)) >= expectedMigrationCount();
  } catch {
    database = await deps.pool.query('SELECT 1').then(
      () => true,
      () => false,
    );
  }
  const queue = deps.queue.isRunning();
  const state = (ok: boolean) => (ok ? 'ok' : 'failing');
  return {
    status: database && migrations && queue ? 'ok' : 'degraded',
    checks: { database: state(database), migrations: state(migrations), queue: state(queue) },
    version: VERSION,
  };
}
