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
const ME_ROUNDS = 3;
const ME_ROUND_S = 6;

async function load(url, headers = {}, duration = DURATION_S) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
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
    const bareUrl = `http://127.0.0.1:${barePort}/bare`;
    const floor = await load(bareUrl);
    const health = await load(`${server.baseUrl}/api/health`);
    const staticAsset = await load(`${server.baseUrl}/assets/${asset}`);
    const [account] = await createVerifiedAccounts({ ...server, dataDir, count: 1, prefix: 'me' });
    const token = await logIn(server.baseUrl, account);
    // The floor moves by a fifth from one run to the next on a shared machine, so the budgeted
    // ratio is taken three times, each /me run right after its own floor, and the median kept.
    const rounds = [];
    for (let round = 0; round < ME_ROUNDS; round += 1) {
      const roundFloor = await load(bareUrl, {}, ME_ROUND_S);
      const roundMe = await load(
        `${server.baseUrl}/api/auth/me`,
        { authorization: `Bearer ${token}` },
        ME_ROUND_S,
      );
      rounds.push({ ...roundMe, ratio: roundMe.rps / roundFloor.rps });
    }
    rounds.sort((a, b) => a.ratio - b.ratio);
    const me = rounds[Math.floor(ME_ROUNDS / 2)];
    const spread = rounds.map((r) => `${(r.ratio * 100).toFixed(0)} %`).join(', ');
    const row = (name, r) => ({
      name,
      figure: `${Math.round(r.rps)} req/s, p99 ${r.p99} ms (${((r.rps / floor.rps) * 100).toFixed(0)} % of bare Fastify)`,
    });
    return [
      row('Bare Fastify route, same machine and run (the floor)', floor),
      row('GET /api/health (one database query)', health),
      row(`GET /assets/${asset}`, staticAsset),
      {
        name: `GET /api/auth/me, authenticated (session checked every request), median of ${ME_ROUNDS} rounds`,
        figure: `${Math.round(me.rps)} req/s, p99 ${me.p99} ms (${(me.ratio * 100).toFixed(0)} % of bare Fastify in its round; rounds: ${spread})`,
        budget: `${ME_GOAL * 100} % of bare`,
        ok: me.ratio >= ME_GOAL,
      },
    ];
  } finally {
    await server.stop();
    bare.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
