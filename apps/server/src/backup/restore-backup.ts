import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { from as copyFrom } from 'pg-copy-streams';
import type { Logger } from 'pino';
import { resolveDatabase } from '../db/embedded';
import { isInitialised } from '../db/embedded-server';
import { expectedMigrationCount } from '../db/migrate';
import type { Storage } from '../lib/storage';
import { readArchive, type EntryBody, type Manifest } from './archive';
import { qualified, quoteIdent } from './database-tables';
import { migrateToLevel } from './migrate-to-level';
import { ArchiveRefused, verifyArchive } from './verify-archive';

export interface RestoreTarget {
  /** Unset: the embedded PostgreSQL in `dataDir`, started for the restore if it is not running. */
  databaseUrl?: string;
  dataDir: string;
  /** Where media files go: DATA_DIR/media, or the configured S3 bucket. */
  storage: Storage;
  /** Replace what the target holds instead of refusing it. */
  force: boolean;
  /** The packaged PostgreSQL binaries (tests point this at a private copy). */
  packagedBinDir?: string;
}

const JOB_QUEUE_SCHEMA = 'pgboss';

/**
 * Restores an archive into an empty target: the archive is checked whole first (verify-archive),
 * then the tables are created by the product's own migrations at the backup's level (and the job
 * queue's by pg-boss's own plans), the rows loaded with COPY in one transaction, sequences set,
 * media and the generated secrets written. A target that holds data is refused unless `force`.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  logger: Logger,
): Promise<Manifest> {
  const { manifest, secrets } = await verifyArchive(file);
  assertCompatible(manifest);
  await mkdir(target.dataDir, { recursive: true });
  const embeddedIsNew =
    !target.databaseUrl && !isInitialised(path.join(target.dataDir, 'postgres'));
  const password = secrets.get('postgres-password');
  // A new embedded cluster takes the password it had; an existing one keeps its own.
  if (embeddedIsNew && password) await writeSecret(target.dataDir, 'postgres-password', password);
  const database = await resolveDatabase(
    {
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
      packagedBinDir: target.packagedBinDir,
    },
    logger,
  );
  try {
    const client = new pg.Client({
      connectionString: database.url,
      application_name: 'atelier-restore',
    });
    await client.connect();
    try {
      await prepareTarget(client, target);
      const jwtSecret = secrets.get('jwt-secret');
      if (jwtSecret) await writeSecret(target.dataDir, 'jwt-secret', jwtSecret);
      await migrateToLevel(database.url, manifest.migration_level);
      await loadArchive(client, file, manifest, target.storage);
    } finally {
      await client.end();
    }
  } finally {
    await database.stop();
  }
  return manifest;
}

function assertCompatible(manifest: Manifest): void {
  if (manifest.migration_level > expectedMigrationCount()) {
    throw new ArchiveRefused(
      `This backup was made by a newer Atelier (${manifest.product_version}, migration level ${manifest.migration_level}); this one has ${expectedMigrationCount()} migrations. Restore it with that version or a later one. Nothing was written.`,
    );
  }
  const installed = jobQueueSchemaVersion();
  if (manifest.job_queue_version !== null && manifest.job_queue_version !== installed) {
    throw new ArchiveRefused(
      `This backup's job queue is pg-boss schema ${manifest.job_queue_version}; this Atelier uses ${installed}. Restore it with the Atelier version that made it (${manifest.product_version}). Nothing was written.`,
    );
  }
}

/** The schema version this installation's pg-boss creates. */
function jobQueueSchemaVersion(): number {
  const require = createRequire(import.meta.url);
  return (require('pg-boss/version.json') as { schema: number }).schema;
}

/**
 * No other Atelier process may be connected (their caches and jobs would outlive the data), and
 * the target must hold no tables and no media unless `force`, which clears both.
 */
async function prepareTarget(client: pg.Client, target: RestoreTarget): Promise<void> {
  const { rows: others } = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()
        AND application_name LIKE 'atelier%'`,
  );
  if (Number(others[0].n) > 0) {
    throw new ArchiveRefused(
      'Atelier is still running on this database: stop every API and worker process, then restore. Nothing was written.',
    );
  }
  const { rows: tables } = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle', $1)`,
    [JOB_QUEUE_SCHEMA],
  );
  const mediaDir = path.join(target.dataDir, 'media');
  const hasMedia =
    target.storage.kind === 'local' && (await readdir(mediaDir).catch(() => [])).length > 0;
  if (Number(tables[0].n) === 0 && !hasMedia) return;
  if (!target.force) {
    throw new ArchiveRefused(
      'The target is not empty (it holds tables or media). Restore into an empty DATA_DIR or database, or add --force to replace what it holds. Nothing was written.',
    );
  }
  await client.query(
    `DROP SCHEMA IF EXISTS drizzle, ${quoteIdent(JOB_QUEUE_SCHEMA)} CASCADE;
     DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;`,
  );
  await rm(mediaDir, { recursive: true, force: true });
}

/**
 * The archive's second reading: each table's rows through COPY, inside one transaction with the
 * job queue's schema and sequences, so the database is either wholly restored or untouched.
 * Triggers stay quiet while rows load (they announce changes to running processes, and there
 * are none); as a superuser, foreign keys are not re-checked row by row either, since the rows
 * come from one consistent snapshot.
 */
async function loadArchive(
  client: pg.Client,
  file: string,
  manifest: Manifest,
  storage: Storage,
): Promise<void> {
  const tables = new Map(manifest.tables.map((table) => [table.entry, table]));
  await client.query('BEGIN');
  try {
    if (manifest.job_queue_version !== null) await createJobQueueSchema(client, manifest);
    const { rows } = await client.query<{ rolsuper: boolean }>(
      'SELECT rolsuper FROM pg_roles WHERE rolname = current_user',
    );
    if (rows[0]?.rolsuper) await client.query("SET LOCAL session_replication_role = 'replica'");
    for (const table of manifest.tables) {
      await client.query(`ALTER TABLE ${qualified(table)} DISABLE TRIGGER USER`);
    }
    await client.query(`TRUNCATE ${manifest.tables.map(qualified).join(', ')} CASCADE`);
    await readArchive(file, async (name, _size, body) => {
      const table = tables.get(name);
      if (table) await copyRows(client, table, body);
      else if (name.startsWith('media/')) await restoreMedia(storage, name, body);
    });
    for (const table of manifest.tables) {
      await client.query(`ALTER TABLE ${qualified(table)} ENABLE TRIGGER USER`);
    }
    for (const sequence of manifest.sequences) {
      await client.query('SELECT setval($1, $2, $3)', [
        qualified(sequence),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

async function copyRows(
  client: pg.Client,
  table: Manifest['tables'][number],
  body: EntryBody,
): Promise<void> {
  const columns = table.columns.map(quoteIdent).join(', ');
  const copy = client.query(copyFrom(`COPY ${qualified(table)} (${columns}) FROM STDIN`));
  await pipeline(Readable.from(body), createGunzip(), copy);
  if (copy.rowCount !== table.rows) {
    throw new Error(
      `${table.schema}.${table.name}: ${copy.rowCount} rows loaded, ${table.rows} expected`,
    );
  }
}

/** pg-boss's tables by its own construction plan, and each queue's partition by its function. */
async function createJobQueueSchema(client: pg.Client, manifest: Manifest): Promise<void> {
  const { rows } = await client.query<{ present: boolean }>(
    'SELECT to_regnamespace($1) IS NOT NULL AS present',
    [JOB_QUEUE_SCHEMA],
  );
  if (!rows[0]?.present) await client.query(PgBoss.getConstructionPlans(JOB_QUEUE_SCHEMA));
  for (const queue of manifest.job_queues) {
    await client.query(`SELECT ${quoteIdent(JOB_QUEUE_SCHEMA)}.create_queue($1, $2)`, [
      queue,
      JSON.stringify({ policy: 'standard' }),
    ]);
  }
}

/** Its name was checked with the archive (verify-archive); storage refuses an unsafe key again. */
async function restoreMedia(storage: Storage, name: string, body: EntryBody): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  await storage.put(name.slice('media/'.length), Buffer.concat(chunks), contentTypeOf(name));
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
};

function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/** Sessions signed before the backup stay valid after it. */
async function writeSecret(dataDir: string, name: string, bytes: Buffer): Promise<void> {
  await writeFile(path.join(dataDir, name), bytes, { mode: 0o600 });
}
