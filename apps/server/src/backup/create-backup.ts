import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { serverPackageRoot } from '../lib/package-paths';
import { writeArchive, type ArchiveWriter, type Manifest } from './archive';
import {
  listSequences,
  listTables,
  qualified,
  quoteIdent,
  type TableCopy,
} from './database-tables';

/** The secrets a first start generates in DATA_DIR (config.ts, db/embedded.ts). */
export const GENERATED_SECRETS = ['jwt-secret', 'postgres-password'] as const;

export interface BackupSource {
  databaseUrl: string;
  dataDir: string;
  /** Media in an S3 bucket stays there; the manifest says so. */
  mediaInS3: boolean;
}

/**
 * Writes one archive of the database as of one instant (every table copied inside one
 * REPEATABLE READ transaction, so the ledger's entries and balances agree), the media and the
 * generated secrets. Everything streams: a table goes through a gzipped temporary file beside the
 * archive (a tar entry needs its size first), a media file straight from disk. The archive is
 * written as `<file>.partial` and renamed when complete, so a failed backup leaves no file that
 * looks whole.
 */
export async function createBackup(source: BackupSource, file: string): Promise<Manifest> {
  const partial = `${file}.partial`;
  const archive = writeArchive(partial);
  const client = new pg.Client({
    connectionString: source.databaseUrl,
    application_name: 'atelier-backup',
  });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migrationLevel = await countRows(client, 'drizzle', '__drizzle_migrations');
    const jobQueueVersion = await jobQueueSchemaVersion(client);
    const jobQueues = jobQueueVersion === null ? [] : await jobQueueNames(client);
    const tables = await listTables(client);
    const sequences = await listSequences(client);
    const copied: Manifest['tables'] = [];
    for (const table of tables) copied.push(await copyTable(client, archive, table, partial));
    await client.query('COMMIT');
    const media = source.mediaInS3
      ? {
          storage: 's3' as const,
          files: 0,
          bytes: 0,
          note: 'Media is kept in the S3 bucket and is not in this archive: back the bucket up with the store’s own tools.',
        }
      : { storage: 'local' as const, ...(await addMedia(archive, source.dataDir)) };
    const secrets = await addSecrets(archive, source.dataDir);
    const manifest = await archive.finish({
      format: 'atelier-backup',
      version: 1,
      product_version: productVersion(),
      created_at: new Date().toISOString(),
      migration_level: migrationLevel,
      job_queue_version: jobQueueVersion,
      job_queues: jobQueues,
      tables: copied,
      sequences,
      media,
      secrets,
    });
    await rename(partial, file);
    return manifest;
  } catch (error) {
    archive.abort();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

async function copyTable(
  client: pg.Client,
  archive: ArchiveWriter,
  table: TableCopy,
  partial: string,
): Promise<Manifest['tables'][number]> {
  const entry = `db/${table.schema}.${table.name}.copy.gz`;
  const scratch = `${partial}.${table.schema}.${table.name}.tmp`;
  try {
    const columns = table.columns.map(quoteIdent).join(', ');
    const copy = client.query(
      copyTo(`COPY (SELECT ${columns} FROM ${qualified(table)}) TO STDOUT`),
    );
    await pipeline(copy, createGzip({ level: 1 }), createWriteStream(scratch, { mode: 0o600 }));
    const { size } = await stat(scratch);
    await archive.add(entry, size, createReadStream(scratch));
    return { ...table, rows: copy.rowCount, entry };
  } finally {
    await rm(scratch, { force: true });
  }
}

/** Every file under DATA_DIR/media. A file removed while the backup runs is skipped. */
async function addMedia(archive: ArchiveWriter, dataDir: string) {
  const root = path.join(dataDir, 'media');
  let files = 0;
  let bytes = 0;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const item of entries) {
    if (!item.isFile()) continue;
    const full = path.join(item.parentPath, item.name);
    const handle = await open(full, 'r').catch(() => null);
    if (!handle) continue;
    const { size } = await handle.stat();
    // Exactly the bytes it had when opened: a file still being written fails the entry's check.
    const body =
      size > 0
        ? handle.createReadStream({ start: 0, end: size - 1 })
        : await handle.close().then(() => Readable.from([]));
    const name = `media/${path.relative(root, full).split(path.sep).join('/')}`;
    await archive.add(name, size, body);
    files += 1;
    bytes += size;
  }
  return { files, bytes };
}

async function addSecrets(archive: ArchiveWriter, dataDir: string): Promise<string[]> {
  const kept: string[] = [];
  for (const name of GENERATED_SECRETS) {
    const file = path.join(dataDir, name);
    const size = await stat(file).then(
      (info) => info.size,
      () => null,
    );
    if (size === null) continue;
    await archive.add(`secrets/${name}`, size, createReadStream(file));
    kept.push(name);
  }
  return kept;
}

async function countRows(client: pg.Client, schema: string, table: string): Promise<number> {
  const { rows } = await client.query<{ present: boolean }>(
    'SELECT to_regclass($1) IS NOT NULL AS present',
    [`${quoteIdent(schema)}.${quoteIdent(table)}`],
  );
  if (!rows[0]?.present) return 0;
  const count = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM ${qualified({ schema, name: table })}`,
  );
  return Number(count.rows[0].n);
}

/** pg-boss's own schema version, so a restore can refuse a queue of another version. */
async function jobQueueSchemaVersion(client: pg.Client): Promise<number | null> {
  const { rows } = await client.query<{ present: boolean }>(
    "SELECT to_regclass('pgboss.version') IS NOT NULL AS present",
  );
  if (!rows[0]?.present) return null;
  const version = await client.query<{ version: number }>('SELECT version FROM pgboss.version');
  return version.rows[0]?.version ?? null;
}

async function jobQueueNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    'SELECT name FROM pgboss.queue ORDER BY name',
  );
  return rows.map((row) => row.name);
}

export function productVersion(): string {
  const file = path.join(serverPackageRoot(), 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
