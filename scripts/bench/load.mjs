// GET /api/health and a static asset under autocannon (50 connections, 10 s each), side by side
// with a bare Fastify route started in this same run, so the figures read as a ratio to the floor.
import { execFileSync, fork } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
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
/**
 * The log's price is read over more, shorter rounds than the ratio above, the two servers taking
 * turns to go first: single rounds on this shared machine swing by a quarter either way.
 */
const LOG_ROUNDS = 7;
const LOG_ROUND_S = 4;
/** The request log may take at most this share of /me's throughput (admin issue). */
const LOG_COST_BUDGET = 0.1;

/** The ids of a process's children (for the server: its PostgreSQL). */
function childrenOf(pid) {
  try {
    const out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
    return out.split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

/**
 * The embedded PostgreSQL's postmaster. It is the server's child when the server runs as a normal
 * user, but as root it runs under the `postgres` account and is not: found by its data directory.
 */
function postmasterOf(dataDir) {
  let databaseDir = path.join(dataDir, 'postgres');
  try {
    databaseDir = readFileSync(path.join(dataDir, 'postgres-location'), 'utf8').trim();
  } catch {
    // the cluster is inside DATA_DIR
  }
  return Number(readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/**
 * CPU seconds used so far by the server and its PostgreSQL, with every process under either
 * (clock ticks of 10 ms).
 */
function cpuSeconds(pid, dataDir) {
  const tree = [...new Set([pid, postmasterOf(dataDir)])];
  for (let i = 0; i < tree.length; i += 1) tree.push(...childrenOf(tree[i]));
  let ticks = 0;
  for (const id of tree) {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks / 100;
}

async function load(url, headers = {}, duration = DURATION_S) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total };
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
      return async (duration) => {
        const cpuBefore = cpuSeconds(target.pid, target.dataDir);
        const result = await load(
          `${target.baseUrl}/api/auth/me`,
          { authorization: `Bearer ${token}` },
          duration,
        );
        const cpu = cpuSeconds(target.pid, target.dataDir) - cpuBefore;
        return { ...result, cpuUs: (cpu * 1e6) / result.total };
      };
    };
    const meLogged = await meOf({ ...server, dataDir });
    const meUnlogged = await meOf({ ...unlogged, dataDir: unloggedDataDir });
    // The floor moves by a fifth from one run to the next on a shared machine, so the budgeted
    // ratio is taken three times, each /me run right after its own floor, and the median kept.
    const rounds = [];
    for (let round = 0; round < ME_ROUNDS; round += 1) {
      const roundFloor = await load(bareUrl, {}, ME_ROUND_S);
      const logged = await meLogged(ME_ROUND_S);
      rounds.push({ ...logged, ratio: logged.rps / roundFloor.rps });
    }
    const costs = [];
    for (let round = 0; round < LOG_ROUNDS; round += 1) {
      const first = round % 2 === 0 ? meLogged : meUnlogged;
      const second = first === meLogged ? meUnlogged : meLogged;
      const a = await first(LOG_ROUND_S);
      const b = await second(LOG_ROUND_S);
      const [logged, withoutLog] = first === meLogged ? [a, b] : [b, a];
      costs.push({
        cost: 1 - logged.rps / withoutLog.rps,
        cpuLogged: logged.cpuUs,
        cpuWithout: withoutLog.cpuUs,
      });
    }
    const medianOf = (list, key) =>
      [...list].sort((x, y) => x[key] - y[key])[Math.floor(list.length / 2)];
    const me = medianOf(rounds, 'ratio');
    const cost = medianOf(costs, 'cost').cost;
    const cpuLogged = medianOf(costs, 'cpuLogged').cpuLogged;
    const cpuWithout = medianOf(costs, 'cpuWithout').cpuWithout;
    const percents = (list, key) => list.map((r) => `${(r[key] * 100).toFixed(0)} %`).join(', ');
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
        figure: `${Math.round(me.rps)} req/s, p99 ${me.p99} ms (${(me.ratio * 100).toFixed(0)} % of bare Fastify in its round; rounds: ${percents(rounds, 'ratio')})`,
        budget: `${ME_GOAL * 100} % of bare`,
        ok: me.ratio >= ME_GOAL,
      },
      {
        name: `What the request log costs GET /api/auth/me: ${LOG_ROUNDS} rounds of ${LOG_ROUND_S} s against a server without it, taking turns to go first, median`,
        figure: `${(cost * 100).toFixed(1)} % of its throughput (rounds: ${percents(costs, 'cost')}); CPU per request, server and its PostgreSQL: ${cpuLogged.toFixed(0)} µs with the log, ${cpuWithout.toFixed(0)} µs without (${((1 - cpuWithout / cpuLogged) * 100).toFixed(0)} %)`,
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
