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
/** The request log may take at most this share of /me's throughput (admin issue). */
const LOG_COST_BUDGET = 0.1;

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
  const unloggedDataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-load-unlogged-'));
  chmodSync(dataDir, 0o755);
  chmodSync(unloggedDataDir, 0o755);
  // The request log is on by default; a second server without it prices it in the same run.
  const server = await startServer({ dataDir, port: await freePort() });
  const unlogged = await startServer({
    dataDir: unloggedDataDir,
    port: await freePort(),
    env: { API_LOG_ENABLED: 'false' },
  });
  const asset = readdirSync('apps/web/dist/assets').find((file) => file.endsWith('.js'));
  try {
    const bareUrl = `http://127.0.0.1:${barePort}/bare`;
    const floor = await load(bareUrl);
    const health = await load(`${server.baseUrl}/api/health`);
    const staticAsset = await load(`${server.baseUrl}/assets/${asset}`);
    const meOf = async (target) => {
      const [account] = await createVerifiedAccounts({ ...target, count: 1, prefix: 'me' });
      const token = await logIn(target.baseUrl, account);
      return (duration) =>
        load(`${target.baseUrl}/api/auth/me`, { authorization: `Bearer ${token}` }, duration);
    };
    const meLogged = await meOf({ ...server, dataDir });
    const meUnlogged = await meOf({ ...unlogged, dataDir: unloggedDataDir });
    // The floor moves by a fifth from one run to the next on a shared machine, so the budgeted
    // ratio is taken three times, each /me run right after its own floor, and the median kept.
    const rounds = [];
    for (let round = 0; round < ME_ROUNDS; round += 1) {
      const roundFloor = await load(bareUrl, {}, ME_ROUND_S);
      const logged = await meLogged(ME_ROUND_S);
      const withoutLog = await meUnlogged(ME_ROUND_S);
      rounds.push({
        ...logged,
        ratio: logged.rps / roundFloor.rps,
        cost: 1 - logged.rps / withoutLog.rps,
      });
    }
    const median = (key) => [...rounds].sort((a, b) => a[key] - b[key])[Math.floor(ME_ROUNDS / 2)];
    const me = median('ratio');
    const cost = median('cost').cost;
    const percents = (key) => rounds.map((r) => `${(r[key] * 100).toFixed(0)} %`).join(', ');
    const row = (name, r) => ({
      name,
      figure: `${Math.round(r.rps)} req/s, p99 ${r.p99} ms (${((r.rps / floor.rps) * 100).toFixed(0)} % of bare Fastify)`,
    });
    return [
      row('Bare Fastify route, same machine and run (the floor)', floor),
      row('GET /api/health (one database query)', health),
      row(`GET /assets/${asset}`, staticAsset),
      {
        name: `GET /api/auth/me, authenticated (session checked every request), request log on, median of ${ME_ROUNDS} rounds`,
        figure: `${Math.round(me.rps)} req/s, p99 ${me.p99} ms (${(me.ratio * 100).toFixed(0)} % of bare Fastify in its round; rounds: ${percents('ratio')})`,
        budget: `${ME_GOAL * 100} % of bare`,
        ok: me.ratio >= ME_GOAL,
      },
      {
        name: `What the request log costs GET /api/auth/me (same rounds, a server without it), median`,
        figure: `${(cost * 100).toFixed(1)} % of its throughput (rounds: ${percents('cost')})`,
        budget: `${LOG_COST_BUDGET * 100} %`,
        ok: cost <= LOG_COST_BUDGET,
      },
    ];
  } finally {
    await server.stop();
    await unlogged.stop();
    bare.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(unloggedDataDir, { recursive: true, force: true });
  }
}
