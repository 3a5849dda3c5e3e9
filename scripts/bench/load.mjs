// GET /api/health and a static asset under autocannon (50 connections, 10 s each), side by side
// with a bare Fastify route started in this same run, so the figures read as a ratio to the floor.
import { fork } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createVerifiedAccounts, logIn } from './accounts.mjs';
import { freePort, startServer } from './server-process.mjs';

const CONNECTIONS = 50;
const DURATION_S = 10;

/** `/api/auth/me` must reach this share of the bare route (issue: accounts and sessions). */
const ME_GOAL = 0.4;

async function load(url, headers = {}) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export async function measureLoad() {
  const barePort = await freePort();
  const bare = fork(new URL('./bare-server.mjs', import.meta.url), {
    env: { ...process.env, PORT: String(barePort) },
  });
  await new Promise((resolve) => bare.once('message', resolve));

  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-load-'));
  chmodSync(dataDir, 0o755);
  const server = await startServer({ dataDir, port: await freePort() });
  const asset = readdirSync('apps/web/dist/assets').find((file) => file.endsWith('.js'));
  try {
    const floor = await load(`http://127.0.0.1:${barePort}/bare`);
    const health = await load(`${server.baseUrl}/api/health`);
    const staticAsset = await load(`${server.baseUrl}/assets/${asset}`);
    const [account] = await createVerifiedAccounts({ ...server, dataDir, count: 1, prefix: 'me' });
    const token = await logIn(server.baseUrl, account);
    const me = await load(`${server.baseUrl}/api/auth/me`, { authorization: `Bearer ${token}` });
    const row = (name, r) => ({
      name,
      figure: `${Math.round(r.rps)} req/s, p99 ${r.p99} ms (${((r.rps / floor.rps) * 100).toFixed(0)} % of bare Fastify)`,
    });
    return [
      row('Bare Fastify route, same machine and run (the floor)', floor),
      row('GET /api/health (one database query)', health),
      row(`GET /assets/${asset}`, staticAsset),
      {
        ...row('GET /api/auth/me, authenticated (session checked every request)', me),
        budget: `${ME_GOAL * 100} % of bare`,
        ok: me.rps / floor.rps >= ME_GOAL,
      },
    ];
  } finally {
    await server.stop();
    bare.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
