import type { Logger } from 'pino';
import { loadConfig, loadDotEnv, type Config } from '../config';
import { createLogger } from './logger';

/**
 * Runs `shutdown` once on SIGINT or SIGTERM and exits when it is done. A second signal, or a
 * shutdown that overruns its time, exits at once: an operator's second Ctrl-C must always work.
 */
export function onShutdownSignal(
  shutdown: () => Promise<void>,
  options: { logger: Logger; timeoutMs: number },
): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      options.logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    options.logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      options.logger.error('shutdown took too long: exiting now');
      process.exit(1);
    }, options.timeoutMs + 5000);
    timer.unref();
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        options.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}

/** Prints a start-up failure plainly (a bad setting must read as one) and exits. */
export function exitOnStartupError(error: unknown, logger?: Logger): never {
  const message = error instanceof Error ? error.message : String(error);
  if (logger) logger.fatal({ err: error }, 'failed to start');
  console.error(`\n${message}\n`);
  process.exit(1);
}

/**
 * The frame of every long-running entry point: read .env and the configuration, make the logger,
 * start, and run the returned shutdown on SIGINT/SIGTERM. Any start-up failure exits plainly.
 */
export async function runProcess(
  start: (config: Config, logger: Logger) => Promise<() => Promise<void>>,
): Promise<void> {
  let logger: Logger | undefined;
  try {
    loadDotEnv();
    const config = loadConfig();
    logger = createLogger(config.LOG_LEVEL);
    const shutdown = await start(config, logger);
    onShutdownSignal(shutdown, { logger, timeoutMs: config.SHUTDOWN_TIMEOUT_MS });
  } catch (error) {
    exitOnStartupError(error, logger);
  }
}
