import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createLogger } from '../../src/lib/logger';
import { startRuntime, type Runtime } from '../../src/runtime';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  runtime: Runtime;
  /** This app's database, for a second app that must share it (another API process). */
  databaseUrl: string;
  /** Stops the app and its workers as a process exit would, keeping its database and files. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real app on a database of its own, with job workers running, ready for `app.inject()`.
 * `env` overrides the environment the way an operator would; `shareDatabaseOf` makes a second
 * process of the same deployment.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webDistDir?: string;
    shareDatabaseOf?: TestApp;
    /** Where the log goes (standard output otherwise), for a test that reads it. */
    logDestination?: DestinationStream;
  } = {},
): Promise<TestApp> {
  const shared = options.shareDatabaseOf;
  const database = shared
    ? { url: shared.databaseUrl, drop: () => Promise.resolve() }
    : await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    // No outside service in tests: the rates fetch fails at once and the fixed rates answer.
    EXCHANGE_RATES_URL: 'http://127.0.0.1:9/rates',
    // Processes of one deployment share the signing secret (README, "Scaling out").
    ...(shared ? { JWT_SECRET: shared.config.jwtSecret } : {}),
    ...options.env,
  });
  const logger = createLogger(config.LOG_LEVEL, options.logDestination);
  const runtime = await startRuntime(config, logger, {
    runWorkers: config.RUN_WORKERS,
    serveHttp: true,
  });
  const app = await buildApp({
    deps: { config, ...runtime },
    logger,
    webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web-build'),
  });
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= app.close().then(() => runtime.stop()));
  return {
    app,
    config,
    runtime,
    databaseUrl: database.url,
    stop,
    close: async () => {
      await stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
