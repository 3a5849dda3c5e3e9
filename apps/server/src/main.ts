import { buildApp } from './app';
import { runProcess } from './lib/process-lifecycle';
import { startRuntime } from './runtime';

/** `npm start`: the API, the web app and (unless RUN_WORKERS=false) the job workers, one process. */
void runProcess(async (config, logger) => {
  const runtime = await startRuntime(config, logger, {
    runWorkers: config.RUN_WORKERS,
    serveHttp: true,
  });
  const app = await buildApp({
    deps: { config, ...runtime },
    logger,
    webDistDir: config.WEB_DIST_DIR,
  });
  await app.listen({ port: config.PORT, host: config.HOST }).catch(async (error: unknown) => {
    await runtime.stop();
    throw error;
  });
  logger.info(`${config.BRAND_NAME} is ready (public URL ${config.PUBLIC_URL})`);
  return async () => {
    await app.close();
    await runtime.stop();
  };
});
