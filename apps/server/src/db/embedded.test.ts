import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveDatabase } from './embedded';

const logger = pino({ level: 'silent' });

/** Where the cluster of `dataDir` lives: under it, or where DATA_DIR/postgres-location says (root). */
async function databaseDirOf(dataDir: string): Promise<string> {
  const moved = await readFile(path.join(dataDir, 'postgres-location'), 'utf8').catch(() => null);
  return moved?.trim() || path.join(dataDir, 'postgres');
}

describe('the embedded PostgreSQL (issue 48)', () => {
  const cleanup: string[] = [];
  afterAll(async () => {
    for (const dir of cleanup) await rm(dir, { recursive: true, force: true });
  });

  it('stops what a failed start started, so the next start is not blocked', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-embedded-'));
    cleanup.push(dataDir);
    const first = await resolveDatabase({ dataDir }, logger);
    await first.stop();
    const databaseDir = await databaseDirOf(dataDir);
    if (databaseDir !== path.join(dataDir, 'postgres')) cleanup.push(databaseDir);

    // A password file that no longer matches the cluster's: the server starts, then refuses us.
    const passwordFile = path.join(dataDir, 'postgres-password');
    const password = await readFile(passwordFile, 'utf8');
    await writeFile(passwordFile, 'not-the-password');
    await expect(resolveDatabase({ dataDir }, logger)).rejects.toThrow(/password/);
    expect(existsSync(path.join(databaseDir, 'postmaster.pid'))).toBe(false);

    await writeFile(passwordFile, password);
    const again = await resolveDatabase({ dataDir }, logger);
    await again.stop();
  }, 120_000);
});
