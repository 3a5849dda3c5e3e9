// What the Prometheus metrics cost GET /api/auth/me (issue 33 allows 3 % of its throughput).
//
// Throughput compared between servers cannot resolve 3 % on this machine: its pace moves by a
// fifth from one second to the next, and identical servers compared in alternating rounds read
// -6 to +11 % apart; even copies of the API in one process differ by a few per cent, each with its
// own compiled serializers (ADR 023). So the cost is taken in two steps on one server process
// with METRICS_TOKEN set (turns-server.ts):
// 1. what metrics add to one answer: /me asked in turn with the app's metrics and with them taken
//    away, request by request, through Fastify's inject; the difference of the median times. A
//    third turn, also without, against the second is printed as the measurement's noise;
// 2. what one answer costs over HTTP: CPU time per /me of the server process and its PostgreSQL
//    under autocannon. A busy server's throughput is one over it, so the first over the second
//    is the share of throughput metrics take.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createVerifiedAccounts, logIn } from './accounts.mjs';
import { httpCostOfMe, startTurnsServer } from './turns.mjs';

const WARM_UP_ROUNDS = 5_000;
const ROUNDS = 40_000;
/** Metrics may take at most this share of /me's throughput (issue 33). */
const BUDGET = 0.03;
const TOKEN = 'bench-metrics-token-0123456789';

export async function measureMetrics() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-metrics-'));
  chmodSync(dataDir, 0o755);
  let server;
  try {
    server = await startTurnsServer(dataDir, { METRICS_TOKEN: TOKEN });
    const { baseUrl } = server;
    const [account] = await createVerifiedAccounts({ baseUrl, dataDir, count: 1, prefix: 'm' });
    const headers = { authorization: `Bearer ${await logIn(baseUrl, account)}` };
    const http = await httpCostOfMe(server, headers);
    // It really was counting /me.
    const scrape = await fetch(`${baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    if (!(await scrape.text()).includes('_count{route="/api/auth/me",method="GET",status="200"}')) {
      throw new Error(`the server with METRICS_TOKEN did not count /me: ${scrape.status}`);
    }

    const variants = [true, false, false].map((metrics) => ({ headers, metrics }));
    await server.timeInTurn(variants, WARM_UP_ROUNDS);
    const [metered, quiet, control] = await server.timeInTurn(variants, ROUNDS);
    const added = metered - quiet;
    const answerUs = http.cpuUs;
    const cost = added / answerUs;
    const noise = (control - quiet) / answerUs;
    return {
      name: `What metrics (METRICS_TOKEN set) cost GET /api/auth/me: the time they add to an answer (one app, /me through inject with its metrics and with them taken away in turn, ${ROUNDS.toLocaleString('en')} rounds, medians) over the CPU an answer costs over HTTP (median of 3 rounds)`,
      figure: `${(cost * 100).toFixed(1)} % of its throughput (${added.toFixed(2)} µs of ${answerUs.toFixed(0)} µs; through inject ${metered.toFixed(1)} µs with metrics, ${quiet.toFixed(1)} and ${control.toFixed(1)} µs without, the second pair's difference, ${(noise * 100).toFixed(1)} %, being the measurement's noise); over HTTP ${Math.round(http.rps)} req/s`,
      budget: `${BUDGET * 100} %`,
      ok: cost <= BUDGET,
    };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
