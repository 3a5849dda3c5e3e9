import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from './backup/create-backup';
import { backupFileName } from './backup/backup-file-name';
import { loadConfig, loadDotEnv } from './config';
import { resolveDatabase } from './db/embedded';
import { createLogger } from './lib/logger';
import { exitOnStartupError } from './lib/process-lifecycle';

/**
 * `npm run backup [-- --out FILE]`: one archive of the database, the media and the generated
 * secrets, taken while Atelier runs (or not: the embedded database is then started for it).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  loadDotEnv();
  const config = loadConfig();
  const logger = createLogger('warn');
  const file = path.resolve(values.out ?? backupFileName(new Date()));
  const database = await resolveDatabase(
    { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir },
    logger,
  );
  try {
    const started = Date.now();
    const manifest = await createBackup(
      { databaseUrl: database.url, dataDir: config.dataDir, mediaInS3: Boolean(config.S3_BUCKET) },
      file,
    );
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    process.stdout.write(
      `Backup written to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${manifest.tables.length} tables (${rows} rows), ` +
        (manifest.media.storage === 's3'
          ? 'media left in the S3 bucket'
          : `${manifest.media.files} media files (${manifest.media.bytes} bytes)`) +
        `, migration level ${manifest.migration_level}.\n`,
    );
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => exitOnStartupError(error));
