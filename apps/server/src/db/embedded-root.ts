import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, cp, mkdir, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from 'pino';

const run = promisify(execFile);

/**
 * PostgreSQL refuses to run as root, so as root the embedded server runs as the `postgres`
 * account. That account must reach the binaries (inside node_modules) and the data directory;
 * in a checkout only root may enter (/root is mode 0700) it reaches neither. Then the binaries are
 * copied, and the cluster kept, under a folder it can reach: /var/lib/atelier by default. The
 * binaries stay root's (read and run by everyone, written by no one else); the cluster is the
 * account's own, mode 0700. Nothing in the private folder is opened up.
 */
export interface PostgresAccount {
  uid: number;
  gid: number;
}

export const DEFAULT_RELOCATION_ROOT = '/var/lib/atelier';

export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** The `postgres` account, created (as a system account without a home) when missing. */
export async function postgresAccount(): Promise<PostgresAccount> {
  const existing = await lookUpAccount();
  if (existing) return existing;
  try {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
  } catch (error) {
    throw rootProblem('the `postgres` account is missing and could not be created', error);
  }
  const created = await lookUpAccount();
  if (!created) throw rootProblem('the `postgres` account could not be found after creating it');
  return created;
}

async function lookUpAccount(): Promise<PostgresAccount | null> {
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', 'postgres']).then(({ stdout }) => Number.parseInt(stdout, 10)),
      run('id', ['-g', 'postgres']).then(({ stdout }) => Number.parseInt(stdout, 10)),
    ]);
    return { uid, gid };
  } catch {
    return null;
  }
}

/** Asks the system itself, as the account, so ACLs and every parent folder count. */
export async function canReach(
  account: PostgresAccount,
  target: string,
  need: 'run' | 'write',
): Promise<boolean> {
  const test = need === 'run' ? ['-x', target] : ['-w', target, '-a', '-x', target];
  try {
    await run('test', test, { ...account, cwd: '/' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The packaged binaries when the account can run them; otherwise a copy under `root`, one per
 * PostgreSQL package version, made once and shared by every checkout on the machine.
 */
export async function reachableBinDir(options: {
  packagedBinDir: string;
  version: string;
  account: PostgresAccount;
  root: string;
  logger: Logger;
}): Promise<string> {
  const { packagedBinDir, account, logger } = options;
  if (await canReach(account, path.join(packagedBinDir, 'pg_ctl'), 'run')) return packagedBinDir;

  const target = path.join(options.root, `postgres-${options.version}`);
  if (!existsSync(target)) {
    // Copied beside the target and renamed into place, so a second process never runs half a copy.
    const staging = `${target}.${randomBytes(4).toString('hex')}`;
    await mkdir(options.root, { recursive: true, mode: 0o755 });
    await cp(path.dirname(packagedBinDir), staging, { recursive: true, verbatimSymlinks: true });
    await rename(staging, target).catch(async () => {
      await rm(staging, { recursive: true, force: true });
    });
  }
  const binDir = path.join(target, 'bin');
  if (!(await canReach(account, path.join(binDir, 'pg_ctl'), 'run'))) {
    throw rootProblem(`the \`postgres\` account cannot run the binaries copied to ${target}`);
  }
  logger.info(
    { binDir },
    'running as root: the `postgres` account cannot reach node_modules, so PostgreSQL runs from a copy of its binaries',
  );
  return binDir;
}

/**
 * Where the cluster lives: DATA_DIR/postgres when the account can reach DATA_DIR, else a folder
 * of its own under `root`. The choice is recorded in DATA_DIR, so it holds however DATA_DIR's
 * permissions change later; an existing DATA_DIR/postgres is never moved.
 */
export async function reachableDatabaseDir(options: {
  dataDir: string;
  account: PostgresAccount;
  root: string;
  logger: Logger;
}): Promise<string> {
  const { dataDir, account, logger } = options;
  const inside = path.join(dataDir, 'postgres');
  const record = path.join(dataDir, 'postgres-location');
  const recorded = readRecordedLocation(record);
  if (recorded) {
    logger.info(
      { databaseDir: recorded },
      'the embedded PostgreSQL cluster lives outside DATA_DIR',
    );
    return recorded;
  }
  // The account may pass through DATA_DIR (0711: entered, not listed) to a cluster it owns inside.
  await chmod(dataDir, 0o711);
  if (existsSync(inside) || (await canReach(account, dataDir, 'run'))) return inside;

  const id = createHash('sha256')
    .update(await realpath(dataDir))
    .digest('hex')
    .slice(0, 16);
  const databaseDir = path.join(options.root, 'clusters', id);
  await mkdir(path.dirname(databaseDir), { recursive: true, mode: 0o755 });
  await mkdir(databaseDir, { recursive: true, mode: 0o700 });
  await chown(databaseDir, account.uid, account.gid);
  await writeFile(record, `${databaseDir}\n`, { mode: 0o600 });
  logger.info(
    { databaseDir, dataDir },
    'running as root and DATA_DIR is private to root: the embedded PostgreSQL cluster is kept where the `postgres` account can reach it (recorded in DATA_DIR/postgres-location)',
  );
  return databaseDir;
}

function readRecordedLocation(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

export function rootProblem(what: string, cause?: unknown): Error {
  return new Error(
    `The embedded PostgreSQL cannot start as root: ${what}. PostgreSQL refuses to run as root, ` +
      'so it runs as the `postgres` account. Either run Atelier as a normal user, or set ' +
      'DATABASE_URL to a PostgreSQL server you run yourself.',
    { cause },
  );
}
