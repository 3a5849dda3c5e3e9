import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { count, isNull } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/client';
import { expectedMigrationCount } from '../src/db/migrate';
import { searchDocuments } from '../src/db/schema';
import { QUEUES } from '../src/jobs/queue';
import { bearer, createUser } from './helpers/factories';
import { waitForLockWaiters } from './helpers/lock-waiters';
import { signIn, spawnApi, spawnEntry, waitForHealthy, type Spawned } from './helpers/processes';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

let database: TestDatabase | undefined;
const dataDirs: string[] = [];
const processes: Spawned[] = [];

afterEach(async () => {
  for (const started of processes.splice(0)) {
    if (started.child.exitCode === null) started.child.kill('SIGKILL');
    await started.exited;
  }
  await database?.drop();
  for (const dir of dataDirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Healthy, or the process's own output when it died starting. */
async function healthy(api: Spawned & { baseUrl: string }): Promise<void> {
  await Promise.race([
    waitForHealthy(api.baseUrl, 60_000),
    api.exited.then((code) => {
      throw new Error(`the API process exited (${code}) while starting:\n${api.output()}`);
    }),
  ]);
}

it('three processes started at once on a fresh database migrate it once and all start', async () => {
  database = await createTestDatabase({ empty: true });
  const admin = { email: 'first-admin@example.com', password: randomBytes(12).toString('hex') };
  const envOf = async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-concurrent-'));
    dataDirs.push(dataDir);
    return {
      DATABASE_URL: database!.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'one-secret-shared-by-every-process-of-this-deployment',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      EXCHANGE_RATES_URL: 'http://127.0.0.1:9/rates',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    };
  };

  // An uncommitted `drizzle` schema holds back the first migration, so all three processes are
  // lined up on the database before any of them starts its work: then they are released at once.
  const holder = new pg.Client({ connectionString: database.url });
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query('CREATE SCHEMA drizzle');
  // `npm start` twice and `npm run worker`.
  const apis = [await spawnApi(await envOf()), await spawnApi(await envOf())];
  const worker = spawnEntry('src/worker.ts', await envOf());
  processes.push(...apis, worker);
  try {
    await waitForLockWaiters(database.url, 'atelier-migrate', 3);
  } finally {
    await holder.query('ROLLBACK');
    await holder.end();
  }
  await Promise.all([...apis.map(healthy), worker.waitForOutput('worker is running', 60_000)]);

  const outputs = [...apis, worker].map((started) => started.output());
  // One process applied every migration; the others found them applied.
  const migrated = outputs.filter((output) => output.includes('database migrated'));
  expect(migrated).toHaveLength(1);
  expect(migrated[0]).toContain(`"applied":${expectedMigrationCount()}`);
  expect(outputs.filter((output) => output.includes('first admin created'))).toHaveLength(1);
  for (const output of outputs) expect(output).not.toMatch(/"level":(50|60)/);

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const journal = await client.query<{ hash: string }>(
      'SELECT hash FROM drizzle.__drizzle_migrations',
    );
    expect(journal.rows).toHaveLength(expectedMigrationCount());
    expect(new Set(journal.rows.map((row) => row.hash)).size).toBe(expectedMigrationCount());
    // Ours and pg-boss's own for cron, each with one partition of the job table.
    const queues = await client.query<{ name: string }>('SELECT name FROM pgboss.queue');
    expect(queues.rows.map((row) => row.name).sort()).toEqual(
      [...Object.values(QUEUES), '__pgboss__send-it'].sort(),
    );
    const partitions = await client.query(
      "SELECT 1 FROM pg_inherits WHERE inhparent = 'pgboss.job'::regclass",
    );
    expect(partitions.rows).toHaveLength(queues.rows.length);
    const admins = await client.query<{ email: string }>('SELECT email FROM admins');
    expect(admins.rows).toEqual([{ email: admin.email }]);
    const audit = await client.query(
      `SELECT 1 FROM admin_audit_logs WHERE action = 'admin.created'`,
    );
    expect(audit.rows).toHaveLength(1);
    const searchState = await client.query('SELECT 1 FROM search_index_state');
    expect(searchState.rows).toHaveLength(1);
  } finally {
    await client.end();
  }

  // The public search index (help centre and catalogues) is written before each API process's
  // first search. Two first searches at the same moment may both write it: both answer, and it
  // holds each document once.
  const handle = connectDatabase(database.url, 1);
  try {
    const answers = await Promise.all(
      apis.map(async (api) => {
        const token = await signIn(api.baseUrl, await createUser({ runtime: handle }));
        return fetch(`${api.baseUrl}/api/ai-search`, {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body: JSON.stringify({ query: 'prompt' }),
        });
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const written = apis.map((api) => {
      const line = api.output().match(/"written":(\d+).*search index ready/);
      return Number(line?.[1]);
    });
    const [indexed] = await handle.db
      .select({ n: count() })
      .from(searchDocuments)
      .where(isNull(searchDocuments.ownerId));
    expect(indexed?.n).toBeGreaterThan(0);
    expect(indexed?.n).toBe(Math.max(...written));
  } finally {
    await handle.pool.end();
  }

  for (const started of [...apis, worker]) started.child.kill('SIGTERM');
  expect(await Promise.all([...apis, worker].map((started) => started.exited))).toEqual([0, 0, 0]);
}, 120_000);
