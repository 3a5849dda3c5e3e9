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
 * The log is priced on several servers of each kind, not one of each: identical servers started
 * side by side on this machine keep their own pace, one of four running 30 % slower than the
 * other three through every round (ADR 014), so a single pair measured which process was unlucky
 * as much as what the log costs. Each kind's figure is the median of its servers' medians.
 */
const LOG_SERVERS = 4;
const LOG_ROUNDS = 5;
const LOG_ROUND_S = 3;
const WARM_UP_S = 2;
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
export function cpuSeconds(pid, dataDir) {
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

export async function load(url, headers = {}, duration = DURATION_S) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total };
}

/** A server for the bench in a data directory of its own, and a signed-in account's /me. */
export async function startMeServer(env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-load-'));
  chmodSync(dataDir, 0o755);
  const server = await startServer({ dataDir, port: await freePort(), env });
  const [account] = await createVerifiedAccounts({ ...server, dataDir, count: 1, prefix: 'me' });
  const token = await logIn(server.baseUrl, account);
  const me = async (duration) => {
    const cpuBefore = cpuSeconds(server.pid, dataDir);
    const result = await load(
      `${server.baseUrl}/api/auth/me`,
      { authorization: `Bearer ${token}` },
      duration,
    );
    const cpu = cpuSeconds(server.pid, dataDir) - cpuBefore;
    return { ...result, cpuUs: (cpu * 1e6) / result.total };
  };
  return {
    ...server,
    me,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const medianOf = (list, key) =>
  [...list].sort((x, y) => x[key] - y[key])[Math.floor(list.length / 2)];
/** The median of a value over a list, halfway between the middle two when the count is even. */
export const middleOf = (list, key) => {
  const values = list.map((item) => item[key]).sort((x, y) => x - y);
  const half = Math.floor(values.length / 2);
  return values.length % 2 === 1 ? values[half] : (values[half - 1] + values[half]) / 2;
};

/**
 * `count` /me servers of two kinds, pushed onto the lists given as they start (so a caller can
 * stop them all whatever fails), in the order ABBA BAAB: servers started later ran faster in runs
 * where all were alike (ADR 014), so neither kind may take the early places.
 */
export async function startTwoKinds(count, [a, envA], [b, envB]) {
  for (let i = 0; i < count; i += 1) {
    const aFirst = [0, 3].includes(i % 4);
    for (const isA of aFirst ? [true, false] : [false, true]) {
      if (isA) a.push(await startMeServer(envA));
      else b.push(await startMeServer(envB));
    }
  }
}

/**
 * Each round visits every server once, the kinds alternating; the order turns by one server a
 * round and runs backwards every other round, so no server is always first or always right after
 * the same one (a server's last second of writes falls into the next one's run). Answers each
 * kind's servers' medians, and what kind A costs against kind B: one minus the ratio of the
 * medians of the servers' medians.
 */
export async function compareTwoKinds(a, b, rounds, roundSeconds) {
  const order = a.flatMap((target, i) => [target, b[i]]);
  const results = new Map(order.map((target) => [target, []]));
  for (let round = 0; round < rounds; round += 1) {
    const turned = order.map((_, i) => order[(i + round) % order.length]);
    for (const target of round % 2 === 0 ? turned : turned.reverse()) {
      results.get(target).push(await target.me(roundSeconds));
    }
  }
  const perServer = (kind) =>
    kind.map((target) => ({
      rps: medianOf(results.get(target), 'rps').rps,
      cpuUs: medianOf(results.get(target), 'cpuUs').cpuUs,
    }));
  const withA = perServer(a);
  const withB = perServer(b);
  return {
    withA,
    withB,
    cost: 1 - middleOf(withA, 'rps') / middleOf(withB, 'rps'),
    cpuA: middleOf(withA, 'cpuUs'),
    cpuB: middleOf(withB, 'cpuUs'),
  };
}

/** Requests a second of each server, for a figure's text. */
export const rates = (list) => list.map((r) => Math.round(r.rps)).join(', ');

export async function measureLoad() {
  const barePort = await freePort();
  const bare = fork(new URL('./bare-server.mjs', import.meta.url), {
    env: { ...process.env, PORT: String(barePort) },
  });
  await new Promise((resolve) => bare.once('message', resolve));

  // The request log is on by default; servers with API_LOG_ENABLED=false price it in the same run.
  const logged = [];
  const unlogged = [];
  try {
    await startTwoKinds(LOG_SERVERS, [logged, {}], [unlogged, { API_LOG_ENABLED: 'false' }]);
    const server = logged[0];
    const asset = readdirSync('apps/web/dist/assets').find((file) => file.endsWith('.js'));
    const bareUrl = `http://127.0.0.1:${barePort}/bare`;
    const floor = await load(bareUrl);
    const health = await load(`${server.baseUrl}/api/health`);
    const staticAsset = await load(`${server.baseUrl}/assets/${asset}`);
    for (const target of [...logged, ...unlogged]) await target.me(WARM_UP_S);
    // The floor moves by a fifth from one run to the next on a shared machine, so the budgeted
    // ratio is taken three times, each /me run right after its own floor (on a logged server of
    // its own), and the median kept.
    const rounds = [];
    for (let round = 0; round < ME_ROUNDS; round += 1) {
      const roundFloor = await load(bareUrl, {}, ME_ROUND_S);
      const me = await logged[round % LOG_SERVERS].me(ME_ROUND_S);
      rounds.push({ ...me, ratio: me.rps / roundFloor.rps });
    }
    const {
      withA: withLog,
      withB: withoutLog,
      cost,
      cpuA: cpuLogged,
      cpuB: cpuWithout,
    } = await compareTwoKinds(logged, unlogged, LOG_ROUNDS, LOG_ROUND_S);
    const me = medianOf(rounds, 'ratio');
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
        name: `What the request log costs GET /api/auth/me: ${LOG_SERVERS} servers with it and ${LOG_SERVERS} without, ${LOG_ROUNDS} rounds of ${LOG_ROUND_S} s each in turn, median of the servers' medians`,
        figure: `${(cost * 100).toFixed(1)} % of its throughput (req/s with the log: ${rates(withLog)}; without: ${rates(withoutLog)}); CPU per request, server and its PostgreSQL: ${cpuLogged.toFixed(0)} µs with the log, ${cpuWithout.toFixed(0)} µs without (${((1 - cpuWithout / cpuLogged) * 100).toFixed(0)} %)`,
        budget: `${LOG_COST_BUDGET * 100} %`,
        ok: cost <= LOG_COST_BUDGET,
      },
    ];
  } finally {
    for (const target of [...logged, ...unlogged]) await target.stop();
    bare.kill('SIGTERM');
  }
}
