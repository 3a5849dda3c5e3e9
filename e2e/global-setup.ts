import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findFreePort } from '../apps/server/src/lib/free-port';
import { startRazorpayDouble } from '../apps/server/test/helpers/payment-gateways';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/**
 * Starts the built server (`npm run build` ran first) with a fresh DATA_DIR, as a user would, with
 * Razorpay pointed at the local double of its orders API.
 */
export default async function setup(project: TestProject) {
  const razorpay = await startRazorpayDouble();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-e2e-'));
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
      ...razorpay.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
  await waitForHealthy(baseUrl, server.exitCode);

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
    await razorpay.stop();
  };
}

async function waitForHealthy(baseUrl: string, exitCode: number | null): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && exitCode === null) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server at ${baseUrl} did not become healthy`);
}
