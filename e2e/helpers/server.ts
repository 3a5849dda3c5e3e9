import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../apps/server/src/lib/free-port';

export interface JourneyServer {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * The built server (`npm run build` ran first) on a free port with a fresh DATA_DIR, as a user
 * would start it, with `env` on top (a variable set to undefined is left out); answers once
 * /api/health does.
 */
export async function startBuiltServer(
  name: string,
  env: Record<string, string | undefined>,
): Promise<JourneyServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `atelier-${name}-`));
  await chmod(dataDir, 0o755);
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the ${name} server exited during start-up`);
    if (Date.now() > deadline) throw new Error(`the server at ${baseUrl} did not become healthy`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
