import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnEntry } from '../../test/helpers/processes';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import { expectedMigrationCount } from './migrate';

/** Waits until `count` migrate processes sit blocked on a lock, so they are released together. */
async function waitForBlockedMigrators(url: string, count: number): Promise<void> {
  // A connection of its own: inside a transaction pg_stat_activity is a frozen snapshot.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const deadline = Date.now() + 20_000;
  try {
    await pollUntilBlocked(client, count, deadline);
  } finally {
    await client.end();
  }
}

async function pollUntilBlocked(client: pg.Client, count: number, deadline: number) {
  for (;;) {
    const { rows } = await client.query<{ blocked: string }>(
      `SELECT count(*) AS blocked FROM pg_stat_activity
       WHERE application_name = 'atelier-migrate' AND wait_event_type = 'Lock'`,
    );
    if (Number(rows[0]?.blocked) === count) return;
    if (Date.now() > deadline) throw new Error('the migrate processes never reached the database');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('migrations', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
  });

  it('are applied exactly once when two processes start together', async () => {
    database = await createTestDatabase({ empty: true });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // An uncommitted `drizzle` schema holds back the first statement of a migration run, so
      // both processes are lined up before either starts: without the advisory lock they race.
      await client.query('BEGIN');
      await client.query('CREATE SCHEMA drizzle');
      const env = { DATABASE_URL: database.url, DATA_DIR: '/tmp', LOG_LEVEL: 'info' };
      const first = spawnEntry('src/migrate-cli.ts', env);
      const second = spawnEntry('src/migrate-cli.ts', env);
      await waitForBlockedMigrators(database.url, 2);
      await client.query('ROLLBACK');

      const codes = await Promise.all([first.exited, second.exited]);
      expect(codes, first.output() + second.output()).toEqual([0, 0]);
      const applied = await client.query('SELECT hash FROM drizzle.__drizzle_migrations');
      expect(applied.rowCount).toBe(expectedMigrationCount());
      const table = await client.query("SELECT to_regclass('public.mail_messages') AS name");
      expect(table.rows[0]).toEqual({ name: 'mail_messages' });
    } finally {
      await client.end();
    }
  });
});
