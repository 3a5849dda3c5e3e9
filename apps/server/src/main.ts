import type { Logger } from 'pino';
import { buildApp } from './app';
import { loadConfig, loadDotEnv } from './config';
import { createLogger } from './lib/logger';
import { exitOnStartupError, onShutdownSignal } from './lib/process-lifecycle';
import { startRuntime } from './runtime';

/** `npm start`: the API, the web app and (unless RUN_WORKERS=false) the job workers, one process. */
async function main(): Promise<void> {
  let logger: Logger | undefined;
  try {
    loadDotEnv();
    const config = loadConfig();
    logger = createLogger(config.LOG_LEVEL);
    const runtime = await startRuntime(config, logger, { runWorkers: config.RUN_WORKERS });
    const app = await buildApp({
      deps: { config, ...runtime },
      logger,
      webDistDir: config.WEB_DIST_DIR,
    });
    onShutdownSignal(
      async () => {
        await app.close();
        await runtime.stop();
      },
      { logger, timeoutMs: config.SHUTDOWN_TIMEOUT_MS },
    );
    await app.listen({ port: config.PORT, host: config.HOST }).catch(async (error: unknown) => {
      await runtime.stop();
      throw error;
    });
    logger.info(`${config.BRAND_NAME} is ready (public URL ${config.PUBLIC_URL})`);
  } catch (error) {
    exitOnStartupError(error, logger);
  }
}

void main();
