// Sign-in throughput: 20 clients, each signing in and out in a loop for 10 s. The sign-out keeps
// every account under its three-session cap and is not timed.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createVerifiedAccounts, logIn, logOut } from './accounts.mjs';
import { freePort, startServer } from './server-process.mjs';

const CLIENTS = 20;
const DURATION_MS = 10_000;

export async function measureLogin() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-login-'));
  chmodSync(dataDir, 0o755);
  const server = await startServer({ dataDir, port: await freePort() });
  try {
    const accounts = await createVerifiedAccounts({
      ...server,
      dataDir,
      count: CLIENTS,
      prefix: 'login',
    });
    const latencies = [];
    const started = performance.now();
    await Promise.all(
      accounts.map(async (account) => {
        while (performance.now() - started < DURATION_MS) {
          const t0 = performance.now();
          const token = await logIn(server.baseUrl, account);
          latencies.push(performance.now() - t0);
          await logOut(server.baseUrl, token);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
    return {
      name: `POST /api/auth/login (argon2id), ${CLIENTS} concurrent clients`,
      figure: `${(latencies.length / seconds).toFixed(1)} logins/s, p99 ${p99.toFixed(0)} ms`,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
