// What the Prometheus metrics cost GET /api/auth/me (issue 33 allows 3 % of its throughput).
//
// Throughput compared between servers cannot resolve 3 % on this machine: its pace moves by a
// fifth from one second to the next, and identical servers compared in alternating rounds read
// -6 to +11 % apart; even copies of the API in one process differ by a few per cent, each with its
// own compiled serializers (ADR 023). So the cost is taken in two steps on one server process
// with METRICS_TOKEN set (metrics-server.ts):
// 1. what metrics add to one answer: /me asked in turn with the app's metrics and with them taken
//    away, request by request, through Fastify's inject; the difference of the median times. A
//    third turn, also without, against the second is printed as the measurement's noise;
// 2. what one answer costs over HTTP: CPU time per /me of the server process and its PostgreSQL
//    under autocannon. A busy server's throughput is one over it, so the first over the second
//    is the share of throughput metrics take.
import { fork } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createVerifiedAccounts, logIn } from './accounts.mjs';
import { cpuSeconds, load, middleOf } from './load.mjs';
import { freePort } from './server-process.mjs';

const HTTP_ROUNDS = 3;
const HTTP_ROUND_S = 4;
const WARM_UP_ROUNDS = 5_000;
const ROUNDS = 40_000;
/** Metrics may take at most this share of /me's throughput (issue 33). */
const BUDGET = 0.03;
const TOKEN = 'bench-metrics-token-0123456789';

async function startServer(dataDir) {
  const port = await freePort();
  const child = fork(new URL('./metrics-server.ts', import.meta.url), [String(port)], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: TOKEN,
      // The per-address API limit would turn a load test into a test of the limiter.
      RATE_LIMIT_MAX: '100000000',
      MALLOC_ARENA_MAX: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const reply = () =>
    Promise.race([
      new Promise((resolve) => child.once('message', resolve)),
      exited.then(() => Promise.reject(new Error('the metrics bench server exited'))),
    ]);
  await reply();
  return {
    pid: child.pid,
    baseUrl: `http://127.0.0.1:${port}`,
    /** Median µs of /me { metered, quiet, control } (see metrics-server.ts). */
    timeInTurn: async (token, rounds) => {
      child.send({ token, rounds });
      const answer = await reply();
      if (answer.error) throw new Error(answer.error);
      return answer;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function measureMetrics() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-metrics-'));
  chmodSync(dataDir, 0o755);
  let server;
  try {
    server = await startServer(dataDir);
    const { baseUrl } = server;
    const [account] = await createVerifiedAccounts({ baseUrl, dataDir, count: 1, prefix: 'm' });
    const token = await logIn(baseUrl, account);

    // Over HTTP: what one answer costs the server in CPU, and its throughput, with metrics.
    const rounds = [];
    for (let round = 0; round <= HTTP_ROUNDS; round += 1) {
      const before = cpuSeconds(server.pid, dataDir);
      const result = await load(
        `${baseUrl}/api/auth/me`,
        { authorization: `Bearer ${token}` },
        HTTP_ROUND_S,
      );
      const cpuUs = ((cpuSeconds(server.pid, dataDir) - before) * 1e6) / result.total;
      // The first round warms the server up and is not kept.
      if (round > 0) rounds.push({ rps: result.rps, cpuUs });
    }
    // It really was counting /me.
    const scrape = await fetch(`${baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    if (!(await scrape.text()).includes('_count{route="/api/auth/me",method="GET",status="200"}')) {
      throw new Error(`the server with METRICS_TOKEN did not count /me: ${scrape.status}`);
    }

    await server.timeInTurn(token, WARM_UP_ROUNDS);
    const { metered, quiet, control } = await server.timeInTurn(token, ROUNDS);
    const added = metered - quiet;
    const answerUs = middleOf(rounds, 'cpuUs');
    const cost = added / answerUs;
    const noise = (control - quiet) / answerUs;
    return {
      name: `What metrics (METRICS_TOKEN set) cost GET /api/auth/me: the time they add to an answer (one app, /me through inject with its metrics and with them taken away in turn, ${ROUNDS.toLocaleString('en')} rounds, medians) over the CPU an answer costs over HTTP (median of ${HTTP_ROUNDS} rounds)`,
      figure: `${(cost * 100).toFixed(1)} % of its throughput (${added.toFixed(2)} µs of ${answerUs.toFixed(0)} µs; through inject ${metered.toFixed(1)} µs with metrics, ${quiet.toFixed(1)} and ${control.toFixed(1)} µs without, the second pair's difference, ${(noise * 100).toFixed(1)} %, being the measurement's noise); over HTTP ${Math.round(middleOf(rounds, 'rps'))} req/s`,
      budget: `${BUDGET * 100} %`,
      ok: cost <= BUDGET,
    };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
