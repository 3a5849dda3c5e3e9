import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { findFreePort } from '../../src/lib/free-port';

const serverRoot = path.resolve(import.meta.dirname, '..', '..');

export interface Spawned {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  waitForOutput(text: string | RegExp, timeoutMs?: number): Promise<void>;
}

/** Runs one of the server's entry points (src/main.ts, src/worker.ts ...) as a real process. */
export function spawnEntry(
  entry: string,
  env: Record<string, string>,
  options: { ownProcessGroup?: boolean; args?: string[] } = {},
): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...(options.args ?? [])], {
    cwd: serverRoot,
    // A group of its own, so a test can signal it the way a terminal's Ctrl-C does.
    detached: options.ownProcessGroup ?? false,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    waitForOutput: async (text, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      const found = () => (typeof text === 'string' ? output.includes(text) : text.test(output));
      while (!found()) {
        if (child.exitCode !== null) throw new Error(`process exited early:\n${output}`);
        if (Date.now() > deadline)
          throw new Error(`timed out waiting for ${String(text)}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** An API process (src/main.ts) on a free port of 127.0.0.1; it may still be starting. */
export async function spawnApi(
  env: Record<string, string>,
): Promise<Spawned & { baseUrl: string }> {
  const port = await findFreePort();
  const spawned = spawnEntry('src/main.ts', { ...env, PORT: String(port), HOST: '127.0.0.1' });
  return { ...spawned, baseUrl: `http://127.0.0.1:${port}` };
}

/** Signs in over HTTP, as a client of a spawned API process, and answers the bearer token. */
export async function signIn(
  baseUrl: string,
  user: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function waitForHealthy(baseUrl: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${baseUrl} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A real `npm run worker` process of a test app's deployment (its database, data directory and
 * secret), with `env` added: for tests that kill workers outright.
 */
export function spawnWorker(
  t: { databaseUrl: string; config: { dataDir: string; jwtSecret: string } },
  env: Record<string, string>,
): Spawned {
  return spawnEntry('src/worker.ts', {
    DATABASE_URL: t.databaseUrl,
    DATA_DIR: t.config.dataDir,
    JWT_SECRET: t.config.jwtSecret,
    EXCHANGE_RATES_URL: 'http://127.0.0.1:9/rates',
    LOG_LEVEL: 'info',
    ...env,
  });
}
