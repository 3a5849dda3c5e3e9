import {
  copyFile,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  truncate,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  grantCredits,
  tokenFor,
  type TestUser,
} from '../../test/helpers/factories';
import { multipartForm } from '../../test/helpers/multipart';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import { reserve, settle } from '../lib/ledger';
import { createLogger } from '../lib/logger';
import { createLocalStorage } from '../lib/storage';
import { MANIFEST_ENTRY, readArchive, writeArchive, type Manifest } from './archive';
import { createBackup } from './create-backup';
import { BACKED_UP_SCHEMAS, qualified } from './database-tables';
import { restoreBackup, type RestoreTarget } from './restore-backup';
import { MANIFEST_MAX_BYTES, SECRET_MAX_BYTES } from './verify-archive';
import { runScheduledBackup } from './scheduled-backup';

const logger = createLogger('silent');
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function scratchDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'atelier-backup-test-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function emptyDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase({ empty: true });
  cleanups.push(() => database.drop());
  return database;
}

/** An empty database and DATA_DIR to restore into. */
async function emptyTarget(): Promise<{ url: string; dataDir: string; into: RestoreTarget }> {
  const database = await emptyDatabase();
  const dataDir = await scratchDir();
  const storage = createLocalStorage(path.join(dataDir, 'media'));
  return {
    url: database.url,
    dataDir,
    into: { databaseUrl: database.url, dataDir, storage, force: false },
  };
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Every table's row count and a digest of its rows in a stable order. */
async function tableDigests(url: string): Promise<Record<string, string>> {
  const tables = await query<{ schema: string; name: string }>(
    url,
    `SELECT schemaname AS schema, tablename AS name FROM pg_tables
      WHERE schemaname IN (${BACKED_UP_SCHEMAS.map((s) => `'${s}'`).join(', ')})`,
  );
  const digests: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await query<{ n: string; digest: string }>(
      url,
      `SELECT count(*) AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), ''))
         AS digest FROM ${qualified(table)} t`,
    );
    digests[`${table.schema}.${table.name}`] = `${row.n} rows ${row.digest}`;
  }
  return digests;
}

/** Users whose stored balance is not the sum of their ledger entries (none, if consistent). */
async function inconsistentBalances(url: string): Promise<unknown[]> {
  return query(
    url,
    `SELECT u.id, u.credits_micros, coalesce(sum(l.amount_micros), 0) AS ledger
       FROM users u LEFT JOIN ledger_entries l ON l.user_id = u.id
      GROUP BY u.id HAVING u.credits_micros <> coalesce(sum(l.amount_micros), 0)`,
  );
}

/** Folders not 0700 and files not 0600 under `root`, with their modes (none, if private). */
async function looseModes(root: string): Promise<string[]> {
  const loose = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    // The embedded cluster's folder is PostgreSQL's own (0700 by initdb, checked elsewhere).
    if (path.relative(root, full).startsWith('postgres')) continue;
    const mode = (await stat(full)).mode & 0o777;
    if (mode !== (entry.isDirectory() ? 0o700 : 0o600)) {
      loose.push(`${path.relative(root, full)} ${mode.toString(8)}`);
    }
  }
  const rootMode = (await stat(root)).mode & 0o777;
  return rootMode === 0o700 ? loose : [`. ${rootMode.toString(8)}`, ...loose];
}

async function filesUnder(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, full), await readFile(full));
  }
  return files;
}

describe('backup and restore', () => {
  let source: TestApp;
  let archive: string;
  let userToken: string;

  beforeAll(async () => {
    source = await createTestApp();
    cleanups.push(() => source.close());
    const user = await createUser(source);
    await grantCredits(source, user.id, 5);
    userToken = await tokenFor(source, user);
    const headers = bearer(userToken);

    const picture = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer();
    const form = multipartForm([{ name: 'file', value: picture, filename: 'me.png' }]);
    const upload = await source.app.inject({
      method: 'POST',
      url: '/api/auth/profile-picture',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const workflow = await source.app.inject({
      method: 'POST',
      url: '/api/workflows',
      headers,
      payload: { name: 'Launch plan', description: 'Ship the spring line', category: 'operations' },
    });
    expect(workflow.statusCode, workflow.body).toBe(201);
    // One hold settled, and one still in flight when the backup is taken.
    const db = source.runtime.db;
    const settled = await reserve(db, {
      userId: user.id,
      amountMicros: 400_000,
      reference: 'job-settled',
      displayType: 'image_generation',
      description: 'An image',
    });
    await settle(db, settled.id, 300_000);
    await reserve(db, {
      userId: user.id,
      amountMicros: 250_000,
      reference: 'job-in-flight',
      displayType: 'video_generation',
      description: 'A video',
    });

    await source.stop();
    archive = path.join(await scratchDir(), 'atelier.tar');
    await createBackup(
      { databaseUrl: source.databaseUrl, dataDir: source.config.dataDir, mediaInS3: false },
      archive,
    );
  });

  it('restores every table, balance, file and session as it was', async () => {
    const target = await emptyTarget();
    const { dataDir } = target;
    const manifest = await restoreBackup(archive, target.into, logger);
    expect(manifest.media.files).toBe(1);
    const before = await tableDigests(source.databaseUrl);
    expect(Object.keys(before).length).toBeGreaterThan(30);
    expect(await tableDigests(target.url)).toEqual(before);
    expect(await inconsistentBalances(target.url)).toEqual([]);
    const [hold] = await query<{ status: string }>(
      target.url,
      "SELECT status FROM credit_holds WHERE reference = 'job-in-flight'",
    );
    expect(hold.status).toBe('open');
    expect(await filesUnder(path.join(dataDir, 'media'))).toEqual(
      await filesUnder(path.join(source.config.dataDir, 'media')),
    );
    // Only this account may read what was written, in the source and in the restored target.
    for (const root of [path.join(source.config.dataDir, 'media'), dataDir]) {
      expect(await looseModes(root)).toEqual([]);
    }

    // The restored deployment serves the same account with the session signed before.
    const restored = await createTestApp({ env: { DATABASE_URL: target.url, DATA_DIR: dataDir } });
    cleanups.push(() => restored.stop());
    const me = await restored.app.inject({ url: '/api/auth/me', headers: bearer(userToken) });
    expect(me.statusCode, me.body).toBe(200);
    const { credits, profile_picture: picture } = me.json<{
      credits: number;
      profile_picture: string;
    }>();
    expect(credits).toBeCloseTo(5 - 0.3 - 0.25, 6);
    const served = await restored.app.inject({ url: picture });
    expect(served.statusCode).toBe(200);
    const workflows = await restored.app.inject({
      url: '/api/workflows',
      headers: bearer(userToken),
    });
    expect(workflows.body).toContain('Launch plan');
  });

  it('refuses a target that holds data, unless forced', async () => {
    const { url, into } = await emptyTarget();
    await restoreBackup(archive, into, logger);
    await expect(restoreBackup(archive, into, logger)).rejects.toThrow(
      /The target is not empty .* add --force/,
    );
    await restoreBackup(archive, { ...into, force: true }, logger);
    expect(await tableDigests(url)).toEqual(await tableDigests(source.databaseUrl));
  });

  it('refuses a truncated or altered archive before writing anything', async () => {
    const dir = await scratchDir();
    const { size } = await stat(archive);
    const cut = path.join(dir, 'cut.tar');
    await copyFile(archive, cut);
    await truncate(cut, Math.floor(size / 2));

    const altered = path.join(dir, 'altered.tar');
    const bytes = await readFile(archive);
    const at = bytes.indexOf(Buffer.from('db/public.users.copy.gz')) + 512 + 20;
    bytes[at] ^= 0xff;
    await writeFile(altered, bytes);

    for (const [file, why] of [
      [cut, /truncated|cannot be read/],
      [altered, /does not match its checksum|cannot be read/],
    ] as const) {
      const { url, dataDir, into } = await emptyTarget();
      await expect(restoreBackup(file, into, logger)).rejects.toThrow(why);
      expect(
        await query(
          url,
          "SELECT 1 FROM pg_tables WHERE schemaname = ANY(ARRAY['public', 'drizzle', 'pgboss'])",
        ),
      ).toEqual([]);
      expect(await readdir(dataDir)).toEqual([]);
    }
  });

  /**
   * The good archive written again with `change` applied: entries added, replaced or dropped and
   * the manifest edited, with every size and checksum right, as someone crafting one would.
   */
  async function crafted(
    change: (entries: Map<string, Buffer>, manifest: Omit<Manifest, 'entries'>) => void,
  ): Promise<string> {
    const entries = new Map<string, Buffer>();
    await readArchive(archive, async (name, _size, body) => {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk);
      entries.set(name, Buffer.concat(chunks));
    });
    const { entries: _listed, ...manifest } = JSON.parse(
      entries.get(MANIFEST_ENTRY)!.toString('utf8'),
    ) as Manifest;
    entries.delete(MANIFEST_ENTRY);
    change(entries, manifest);
    const file = path.join(await scratchDir(), 'crafted.tar');
    const writer = writeArchive(file);
    for (const [name, bytes] of entries)
      await writer.add(name, bytes.length, Readable.from([bytes]));
    await writer.finish(manifest);
    return file;
  }

  it('refuses a crafted archive before writing anything, and restores a good one after (issue 48)', async () => {
    const someTable = (manifest: Omit<Manifest, 'entries'>) => manifest.tables[0];
    const cases: [
      string,
      (entries: Map<string, Buffer>, m: Omit<Manifest, 'entries'>) => void,
      RegExp,
    ][] = [
      [
        'an unsafe media name',
        (entries) => entries.set('media/../../x', Buffer.from('escape')),
        /entry named "media\/..\/..\/x"/,
      ],
      [
        'an absolute media name',
        (entries) => entries.set('media//etc/x', Buffer.from('escape')),
        /entry named/,
      ],
      [
        'a table of another schema',
        (_, manifest) => {
          someTable(manifest).schema = 'pg_catalog';
        },
        /names pg_catalog\./,
      ],
      [
        'a table in another entry',
        (_, manifest) => {
          someTable(manifest).entry = 'db/public.users.copy.gz';
          someTable(manifest).name = 'sessions';
        },
        /keeps \w+\.sessions in db\/public\.users\.copy\.gz/,
      ],
      [
        'a sequence of another schema',
        (_, manifest) => {
          manifest.sequences.push({
            schema: 'pg_catalog',
            name: 'x',
            lastValue: '1',
            isCalled: true,
          });
        },
        /names pg_catalog\.x/,
      ],
      [
        'a secret larger than a secret',
        (entries) => entries.set('secrets/jwt-secret', Buffer.alloc(SECRET_MAX_BYTES + 1, 97)),
        /secrets\/jwt-secret is larger than/,
      ],
      [
        'a manifest larger than any backup writes',
        (_, manifest) => {
          manifest.media.note = 'x'.repeat(MANIFEST_MAX_BYTES);
        },
        /manifest.json is larger than/,
      ],
    ];
    const { url, dataDir, into } = await emptyTarget();
    for (const [what, change, why] of cases) {
      const file = await crafted(change);
      await expect(restoreBackup(file, into, logger), what).rejects.toThrow(why);
      expect(
        await query(
          url,
          "SELECT 1 FROM pg_tables WHERE schemaname = ANY(ARRAY['public', 'drizzle', 'pgboss'])",
        ),
        what,
      ).toEqual([]);
      expect(await readdir(dataDir), what).toEqual([]);
    }
    // Nothing was written, so a good archive still goes into the same target without --force.
    await restoreBackup(archive, into, logger);
    expect(await tableDigests(url)).toEqual(await tableDigests(source.databaseUrl));
  });
});

describe('a backup taken under load', () => {
  it('restores to a consistent ledger while 50 callers reserve and settle', async () => {
    const source = await createTestApp();
    cleanups.push(() => source.close());
    const users: TestUser[] = [];
    for (let i = 0; i < 10; i++) {
      const user = await createUser(source);
      await grantCredits(source, user.id, 1000);
      users.push(user);
    }
    let running = true;
    let pairs = 0;
    const callers = Array.from({ length: 50 }, async (_, caller) => {
      while (running) {
        const user = users[caller % users.length];
        const hold = await reserve(source.runtime.db, {
          userId: user.id,
          amountMicros: 10_000,
          reference: `load-${caller}-${pairs}`,
          displayType: 'image_generation',
          description: 'Load',
        });
        await settle(source.runtime.db, hold.id, 7_000);
        pairs += 1;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const archive = path.join(await scratchDir(), 'under-load.tar');
    await createBackup(
      { databaseUrl: source.databaseUrl, dataDir: source.config.dataDir, mediaInS3: false },
      archive,
    );
    running = false;
    await Promise.all(callers);
    expect(pairs).toBeGreaterThan(50);

    const target = await emptyTarget();
    await restoreBackup(archive, target.into, logger);
    expect(await inconsistentBalances(target.url)).toEqual([]);
    const [restored] = await query<{ n: string }>(
      target.url,
      'SELECT count(*) AS n FROM ledger_entries',
    );
    expect(Number(restored.n)).toBeGreaterThan(10);
  });
});

describe('scheduled backups', () => {
  it('writes one when the newest is old enough, and keeps the newest BACKUP_KEEP', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const source = { databaseUrl: database.url, dataDir: await scratchDir(), mediaInS3: false };
    const schedule = { dir: await scratchDir(), everyHours: 24, keep: 2 };
    const start = Date.now();
    const at = (hours: number) => new Date(start + hours * 3_600_000);

    expect(await runScheduledBackup(schedule, source, at(0))).toMatch(/atelier-backup-.+\.tar$/);
    expect(await runScheduledBackup(schedule, source, at(1))).toBeNull();
    expect(await runScheduledBackup(schedule, source, at(25))).not.toBeNull();
    expect(await runScheduledBackup(schedule, source, at(50))).not.toBeNull();
    const kept = (await readdir(schedule.dir)).sort();
    expect(kept).toHaveLength(2);
    expect(kept[1]).toContain(at(50).toISOString().slice(0, 13));
  });
});
