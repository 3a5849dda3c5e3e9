// Shared by metrics.mjs and api-keys.mjs: a server process that can time /me variants in turn
// (turns-server.ts), and what one /me answer costs it over HTTP.
import { fork } from 'node:child_process';
import http from 'node:http';
import { cpuSeconds, load, middleOf } from './load.mjs';
import { freePort } from './server-process.mjs';

export async function startTurnsServer(dataDir, env = {}) {
  const port = await freePort();
  const child = fork(new URL('./turns-server.ts', import.meta.url), [String(port)], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The per-address API limit would turn a load test into a test of the limiter.
      RATE_LIMIT_MAX: '100000000',
      MALLOC_ARENA_MAX: '2',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const reply = () =>
    Promise.race([
      new Promise((resolve) => child.once('message', resolve)),
      exited.then(() => Promise.reject(new Error('the bench server exited'))),
    ]);
  await reply();
  return {
    pid: child.pid,
    dataDir,
    baseUrl: `http://127.0.0.1:${port}`,
    /** Each variant's median µs for /me, the variants asked in turn (see turns-server.ts). */
    timeInTurn: async (variants, rounds) => {
      child.send({ variants, rounds });
      const answer = await reply();
      if (answer.error) throw new Error(answer.error);
      return answer.medians;
    },
    /** Each variant's median µs in the server since the last call (see timeServedInTurn). */
    served: async () => {
      child.send({ served: true });
      return (await reply()).medians;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * CPU time per /me answer of the server process and its PostgreSQL under autocannon, median of
 * `rounds` rounds after one to warm up (or, with `keepFirst`, of every round: one round, for a
 * caller alternating variants itself); and the throughput. A busy server's throughput is one over
 * the first.
 */
export async function httpCostOfMe(server, headers, rounds = 3, seconds = 4, keepFirst = false) {
  const kept = [];
  for (let round = 0; round <= rounds; round += 1) {
    const before = cpuSeconds(server.pid, server.dataDir);
    const result = await load(`${server.baseUrl}/api/auth/me`, headers, seconds);
    const cpuUs = ((cpuSeconds(server.pid, server.dataDir) - before) * 1e6) / result.total;
    if (round > 0 || keepFirst) kept.push({ rps: result.rps, cpuUs });
  }
  return { cpuUs: middleOf(kept, 'cpuUs'), rps: middleOf(kept, 'rps') };
}

/**
 * Each variant's median time in the server, in µs, for GET /api/auth/me over HTTP: the variants
 * asked one request at a time, each on a keep-alive connection of its own, in an order drawn anew
 * each round; the server times its answers (turns-server.ts), so the client's own work is left out.
 */
export async function timeServedInTurn(server, variants, rounds) {
  const agents = variants.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const ask = (i) =>
    new Promise((resolve, reject) => {
      const headers = { ...variants[i], 'x-bench-variant': String(i).padStart(3, '0') };
      const request = http.get(
        `${server.baseUrl}/api/auth/me`,
        { agent: agents[i], headers },
        (response) => {
          if (response.statusCode !== 200) reject(new Error(`/me: ${response.statusCode}`));
          response.resume();
          response.on('end', resolve);
        },
      );
      request.on('error', reject);
    });
  const order = variants.map((_, i) => i);
  for (let round = 0; round < rounds; round += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const i of order) await ask(i);
  }
  for (const agent of agents) agent.destroy();
  return server.served();
}
