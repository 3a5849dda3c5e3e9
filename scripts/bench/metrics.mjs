// What the Prometheus metrics cost GET /api/auth/me: servers with METRICS_TOKEN set against
// servers without, measured in turns the way load.mjs prices the request log (ADR 014, 023).
import { compareTwoKinds, rates, startTwoKinds } from './load.mjs';

const SERVERS = 4;
const ROUNDS = 7;
const ROUND_S = 3;
const WARM_UP_S = 2;
/** Metrics may take at most this share of /me's throughput (issue 33). */
const BUDGET = 0.03;
const TOKEN = 'bench-metrics-token-0123456789';

export async function measureMetrics() {
  const withMetrics = [];
  const without = [];
  try {
    await startTwoKinds(SERVERS, [withMetrics, { METRICS_TOKEN: TOKEN }], [without, {}]);
    for (const target of [...withMetrics, ...without]) await target.me(WARM_UP_S);
    // The servers priced really were counting /me (and the others had no /metrics at all).
    const scrape = await fetch(`${withMetrics[0].baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const text = await scrape.text();
    if (!text.includes('atelier_http_request_duration_seconds_count{route="/api/auth/me"')) {
      throw new Error(`a server with METRICS_TOKEN did not count /me: ${scrape.status}`);
    }
    // Without it /metrics is an unknown path, which the web app answers with its page.
    if ((await (await fetch(`${without[0].baseUrl}/metrics`)).text()).includes('# TYPE')) {
      throw new Error('a server without METRICS_TOKEN answered /metrics');
    }
    const { withA, withB, cost, cpuA, cpuB } = await compareTwoKinds(
      withMetrics,
      without,
      ROUNDS,
      ROUND_S,
    );
    return {
      name: `What metrics (METRICS_TOKEN set) cost GET /api/auth/me: ${SERVERS} servers with them and ${SERVERS} without, ${ROUNDS} rounds of ${ROUND_S} s each in turn, median of the servers' medians`,
      figure: `${(cost * 100).toFixed(1)} % of its throughput (req/s with metrics: ${rates(withA)}; without: ${rates(withB)}); CPU per request, server and its PostgreSQL: ${cpuA.toFixed(0)} µs with metrics, ${cpuB.toFixed(0)} µs without (${((1 - cpuB / cpuA) * 100).toFixed(0)} %)`,
      budget: `${BUDGET * 100} %`,
      ok: cost <= BUDGET,
    };
  } finally {
    for (const target of [...withMetrics, ...without]) await target.stop();
  }
}
