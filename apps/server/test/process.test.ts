import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canConnect, connectionFile } from '../src/db/embedded';
import { findFreePort } from '../src/lib/free-port';
import { isAlive, spawnEntry, waitForHealthy, type Spawned } from './helpers/processes';

/** The server as an operator runs it: embedded PostgreSQL, real signals, a second worker process. */
describe('the server process', () => {
  let dataDir: string;
  let baseUrl: string;
  let server: Spawned;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-process-'));
    await chmod(dataDir, 0o755);
    const port = await findFreePort();
    baseUrl = `http://127.0.0.1:${port}`;
    env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' };
    server = spawnEntry('src/main.ts', env, { ownProcessGroup: true });
    await waitForHealthy(baseUrl, 60_000);
  }, 90_000);

  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('records the embedded database so a worker joins it instead of starting another', async () => {
    const recorded = JSON.parse(readFileSync(connectionFile(dataDir), 'utf8')) as { url: string };
    expect(await canConnect(recorded.url)).toBe(true);

    const worker = spawnEntry('src/worker.ts', env);
    await worker.waitForOutput('worker is running');
    expect(worker.output()).toContain('joining the embedded PostgreSQL');
    expect(worker.output()).not.toContain('embedded PostgreSQL started');
    // Only the server listens for job events and cache changes; the worker serves no requests.
    const listeners = new pg.Client({ connectionString: recorded.url });
    await listeners.connect();
    const { rows } = await listeners.query<{ application_name: string }>(
      `SELECT application_name FROM pg_stat_activity
       WHERE application_name IN ('atelier-job-events', 'atelier-cache', 'atelier-search')
       ORDER BY 1`,
    );
    await listeners.end();
    expect(rows.map((row) => row.application_name)).toEqual([
      'atelier-cache',
      'atelier-job-events',
      'atelier-search',
    ]);

    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    // The worker did not own the database, so the server still has it.
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
  }, 60_000);

  it('adopts the database of a server that was killed outright, instead of starting another', async () => {
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const postmasterPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    server.child.kill('SIGKILL');
    await server.exited;
    expect(isAlive(postmasterPid)).toBe(true);

    server = spawnEntry('src/main.ts', env, { ownProcessGroup: true });
    await waitForHealthy(baseUrl, 60_000);
    expect(server.output()).toMatch(/"ownerAlive":false.*joining the embedded PostgreSQL/);
    expect(Number(readFileSync(pidFile, 'utf8').split('\n')[0])).toBe(postmasterPid);
  }, 60_000);

  it('shuts down in order on Ctrl-C and stops the embedded database last', async () => {
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const postmasterPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    expect(isAlive(postmasterPid)).toBe(true);

    // A terminal's Ctrl-C signals the whole process group; the database must not hear it first.
    process.kill(-(server.child.pid ?? 0), 'SIGINT');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/administrator command|"level":50/);
    // The detached postmaster is reaped by init a moment after it exits.
    await expect.poll(() => isAlive(postmasterPid), { timeout: 5000 }).toBe(false);
    expect(existsSync(pidFile)).toBe(false);
    expect(existsSync(connectionFile(dataDir))).toBe(false);
    expect(server.output()).toContain('embedded PostgreSQL stopped');
  }, 60_000);
});

describe('a first start cut short during initdb', () => {
  it('leaves no half-made cluster: the next start initialises and comes up', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-initdb-cut-'));
    await chmod(dataDir, 0o755);
    const port = await findFreePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' };
    try {
      const first = spawnEntry('src/main.ts', env, { ownProcessGroup: true });
      const building = path.join(dataDir, 'postgres.initdb', 'PG_VERSION');
      await expect
        .poll(() => existsSync(building) || existsSync(path.join(dataDir, 'postgres')), {
          timeout: 60_000,
          interval: 5,
        })
        .toBe(true);
      // The whole group, initdb included, as a container stopped with docker kill would be.
      process.kill(-(first.child.pid ?? 0), 'SIGKILL');
      await first.exited;
      expect(existsSync(path.join(dataDir, 'postgres')), 'initdb had finished already').toBe(false);

      const second = spawnEntry('src/main.ts', env, { ownProcessGroup: true });
      await waitForHealthy(`http://127.0.0.1:${port}`, 90_000);
      expect(existsSync(path.join(dataDir, 'postgres.initdb'))).toBe(false);
      process.kill(-(second.child.pid ?? 0), 'SIGINT');
      expect(await second.exited).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});

describe('start-up with a bad setting', () => {
  it('refuses to start and names the variable', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-badconfig-'));
    const started = spawnEntry('src/main.ts', { DATA_DIR: dataDir, PORT: 'eighty' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(/PORT: /);
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
  }, 30_000);
});
