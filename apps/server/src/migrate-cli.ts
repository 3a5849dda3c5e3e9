import { loadConfig, loadDotEnv } from './config';
import { resolveDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';
import { createLogger } from './lib/logger';
import { exitOnStartupError } from './lib/process-lifecycle';

/** `npm run db:migrate`: applies the committed migrations and exits (start-up does it too). */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = await resolveDatabase(
    { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir },
    logger,
  );
  try {
    await runMigrations(database.url);
    logger.info('migrations applied');
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => exitOnStartupError(error));
