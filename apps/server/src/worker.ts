import type { Logger } from 'pino';
import { loadConfig, loadDotEnv } from './config';
import { createLogger } from './lib/logger';
import { exitOnStartupError, onShutdownSignal } from './lib/process-lifecycle';
import { startRuntime } from './runtime';

/**
 * `npm run worker`: job workers only, no HTTP. Joins the embedded database the server recorded in
 * DATA_DIR, or DATABASE_URL; run as many as the load needs.
 */
async function main(): Promise<void> {
  let logger: Logger | undefined;
  try {
    loadDotEnv();
    const config = loadConfig();
    logger = createLogger(config.LOG_LEVEL);
    const runtime = await startRuntime(config, logger, { runWorkers: true });
    onShutdownSignal(() => runtime.stop(), { logger, timeoutMs: config.SHUTDOWN_TIMEOUT_MS });
    logger.info('worker is running');
  } catch (error) {
    exitOnStartupError(error, logger);
  }
}

void main();
