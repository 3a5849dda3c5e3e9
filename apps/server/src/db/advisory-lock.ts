import pg from 'pg';

/**
 * Every Atelier process takes the same key for the same work, so processes starting together on
 * one database do it one after another. Arbitrary constants, kept apart from any other user of
 * advisory locks by being ours alone.
 */
export const LOCK_KEYS = {
  migrations: 727_001,
  jobQueues: 727_002,
} as const;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, on a connection of its own named
 * `applicationName` (as pg_stat_activity shows it). A process that dies holding it loses its
 * session, and with it the lock, so nobody waits for ever on a crashed process.
 */
export async function withAdvisoryLock<T>(
  url: string,
  key: number,
  applicationName: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: applicationName });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    await client.end();
  }
}
