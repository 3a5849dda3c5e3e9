import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForLockWaiters } from '../../test/helpers/lock-waiters';
import { spawnEntry } from '../../test/helpers/processes';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import { migrationsFolder } from '../lib/package-paths';
import { expectedMigrationCount } from './migrate';

/** A copy of the migrations folder with those from `tag` on left out; remove it after. */
function migrationsBefore(tag: string): string {
  const before = mkdtempSync(path.join(tmpdir(), 'atelier-migrations-'));
  cpSync(migrationsFolder(), before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  writeFileSync(journalPath, JSON.stringify(journal));
  return before;
}

describe('migrations', () => {
  let database: TestDatabase | undefined;

  /** A new database migrated up to the migration `tag`, a client on it, and how to let both go. */
  async function migratedBefore(tag: string) {
    database = await createTestDatabase({ empty: true });
    const before = migrationsBefore(tag);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const done = async () => {
      await client.end();
      rmSync(before, { recursive: true, force: true });
    };
    await migrate(drizzle(client), { migrationsFolder: before }).catch(async (error: unknown) => {
      await done();
      throw error;
    });
    return { client, done };
  }

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
      await waitForLockWaiters(database.url, 'atelier-migrate', 2);
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

  it("keep the request log's lines, with their ids, when it moved to one row per batch", async () => {
    const { client, done } = await migratedBefore('0020_request_log_batches');
    try {
      const user = randomUUID();
      await client.query(
        `INSERT INTO api_request_logs (user_id, method, path, status, duration_ms, ip, created_at)
         VALUES ($1, 'GET', '/api/auth/me', 200, 4, '127.0.0.1', '2026-11-20T10:00:00Z'),
                ($1, 'POST', '/api/generate-image', 503, 900, NULL, '2026-11-20T10:00:01Z')`,
        [user],
      );
      const old = await client.query<{ id: string }>('SELECT id FROM api_request_logs ORDER BY id');
      await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
      const { rows } = await client.query(
        `SELECT id, method, path, status, duration_ms, ip, created_at FROM api_request_logs
         WHERE user_id = $1 ORDER BY created_at`,
        [user],
      );
      expect(rows).toEqual([
        {
          id: old.rows[0].id,
          method: 'GET',
          path: '/api/auth/me',
          status: 200,
          duration_ms: 4,
          ip: '127.0.0.1',
          created_at: new Date('2026-11-20T10:00:00Z'),
        },
        {
          id: old.rows[1].id,
          method: 'POST',
          path: '/api/generate-image',
          status: 503,
          duration_ms: 900,
          ip: null,
          created_at: new Date('2026-11-20T10:00:01Z'),
        },
      ]);
      // New lines are numbered after the old ones.
      const next = await client.query<{ first: string }>('SELECT api_request_log_ids(3) AS first');
      expect(Number(next.rows[0].first)).toBeGreaterThan(Number(old.rows[1].id));
    } finally {
      await done();
    }
  });

  it("keep the request log's lines, with their ids and times, when a batch's arrays became one text", async () => {
    const { client, done } = await migratedBefore('0022_request_log_entries');
    try {
      const user = randomUUID();
      await client.query(
        `INSERT INTO api_request_log_batches
           (user_id, first_id, first_at, last_at, lines, methods, paths, statuses, durations_ms, ips, times)
         VALUES ($1, 41, '2026-11-20T10:00:00.000001Z', '2026-11-20T10:00:02.5Z', 3,
           '{GET,POST,GET}', '{/api/auth/me,"/api/a b,c",/api/auth/me}', '{200,503,204}',
           '{4,900,0}', '{127.0.0.1,NULL,2001:db8::7}',
           '{2026-11-20T10:00:00.000001Z,2026-11-20T10:00:02.5Z,2026-11-20T10:00:01Z}')`,
        [user],
      );
      await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
      const { rows } = await client.query(
        `SELECT id, method, path, status, duration_ms, ip, created_at FROM api_request_logs
         WHERE user_id = $1 ORDER BY id`,
        [user],
      );
      expect(rows).toEqual([
        {
          id: '41',
          method: 'GET',
          path: '/api/auth/me',
          status: 200,
          duration_ms: 4,
          ip: '127.0.0.1',
          created_at: new Date('2026-11-20T10:00:00.000Z'),
        },
        {
          id: '42',
          method: 'POST',
          path: '/api/a b,c',
          status: 503,
          duration_ms: 900,
          ip: null,
          created_at: new Date('2026-11-20T10:00:02.500Z'),
        },
        {
          id: '43',
          method: 'GET',
          path: '/api/auth/me',
          status: 204,
          duration_ms: 0,
          ip: '2001:db8::7',
          created_at: new Date('2026-11-20T10:00:01.000Z'),
        },
      ]);
      // To the microsecond, which a JavaScript date does not hold.
      const first = await client.query(
        `SELECT created_at = '2026-11-20T10:00:00.000001Z' AS exact FROM api_request_logs WHERE id = 41`,
      );
      expect(first.rows[0]).toEqual({ exact: true });
    } finally {
      await done();
    }
  });
});
