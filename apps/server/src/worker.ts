import { runProcess } from './lib/process-lifecycle';
import { startRuntime } from './runtime';

/**
 * `npm run worker`: job workers only, no HTTP. Joins the embedded database the server recorded in
 * DATA_DIR, or DATABASE_URL; run as many as the load needs.
 */
void runProcess(async (config, logger) => {
  const runtime = await startRuntime(config, logger, { runWorkers: true, serveHttp: false });
  logger.info('worker is running');
  return () => runtime.stop();
});
