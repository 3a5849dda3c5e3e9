import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from './backup/restore-backup';
import { ArchiveRefused } from './backup/verify-archive';
import { loadConfig, loadDotEnv } from './config';
import { createLogger } from './lib/logger';
import { exitOnStartupError } from './lib/process-lifecycle';
import { createConfiguredStorage } from './lib/configured-storage';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

/**
 * `npm run restore -- FILE [--force]`: an archive from `npm run backup` into the configured
 * DATA_DIR or DATABASE_URL, which must be empty unless --force. Atelier must not be running.
 */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) {
    console.error(USAGE);
    process.exit(2);
  }
  loadDotEnv();
  // Loading the configuration makes a JWT secret in an empty DATA_DIR; a refused restore removes
  // it again, so that it leaves the folder as it found it.
  const secretWasThere = existsSync(path.resolve(process.env.DATA_DIR ?? './data', 'jwt-secret'));
  const config = loadConfig();
  const logger = createLogger('warn');
  const file = path.resolve(positionals[0]);
  const started = Date.now();
  const manifest = await restoreBackup(
    file,
    {
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      storage: createConfiguredStorage(config),
      force: values.force,
    },
    logger,
  ).catch(async (error: unknown) => {
    if (error instanceof ArchiveRefused && !secretWasThere) {
      await rm(path.join(config.dataDir, 'jwt-secret'), { force: true });
    }
    throw error;
  });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  process.stdout.write(
    `Restored ${file} (Atelier ${manifest.product_version}, ${manifest.created_at}) in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s: ${rows} rows in ${manifest.tables.length} tables, ` +
      `${manifest.media.files} media files. Start Atelier with npm start.\n`,
  );
}

main().catch((error: unknown) => exitOnStartupError(error));
