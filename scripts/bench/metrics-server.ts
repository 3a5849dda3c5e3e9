// For metrics.mjs: the API with metrics (METRICS_TOKEN is set) in a process of its own, on the
// port given as argv. Sent { token, rounds }, it asks the app for GET /api/auth/me through
// Fastify's inject three times a round, in an order drawn anew each round: once with its metrics
// and twice with `deps.metrics` taken away, as a process without METRICS_TOKEN has none. It
// answers the median time of each of the three. Requests alternating in one app share its
// compiled code and every moment of the machine's pace, which here moves by a fifth from one
// second to the next; separate processes, or separate apps in one process, differ by more than
// the 3 % being measured (ADR 023).
// Run as `node --import tsx scripts/bench/metrics-server.ts PORT`; sends 'ready' when up.
import { buildApp } from '../../apps/server/src/app';
import type { AppDeps } from '../../apps/server/src/app-deps';
import { runProcess } from '../../apps/server/src/lib/process-lifecycle';
import { startRuntime } from '../../apps/server/src/runtime';

type App = Awaited<ReturnType<typeof buildApp>>;

/** The median µs of /me with metrics, without, and without again (the noise's measure). */
async function timeInTurn(app: App, deps: AppDeps, token: string, rounds: number) {
  const metrics = deps.metrics;
  const request = {
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  } as const;
  const samples = [0, 1, 2].map(() => new Float64Array(rounds));
  const order = [0, 1, 2];
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (let i = order.length - 1; i > 0; i -= 1) {
        const j = Math.floor(Math.random() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
      }
      for (const kind of order) {
        deps.metrics = kind === 0 ? metrics : null;
        const started = process.hrtime.bigint();
        const response = await app.inject(request);
        samples[kind][round] = Number(process.hrtime.bigint() - started) / 1000;
        if (response.statusCode !== 200) throw new Error(`/me answered ${response.statusCode}`);
      }
    }
  } finally {
    deps.metrics = metrics;
  }
  return samples.map((times) => times.sort()[Math.floor(rounds / 2)]);
}

void runProcess(async (config, logger) => {
  const runtime = await startRuntime(config, logger, { runWorkers: false, serveHttp: true });
  const deps: AppDeps = { config, ...runtime };
  const app = await buildApp({ deps, logger });
  await app.listen({ port: Number(process.argv[2]), host: config.HOST });
  process.on('message', (message: { token: string; rounds: number }) => {
    timeInTurn(app, deps, message.token, message.rounds).then(
      ([metered, quiet, control]) => process.send?.({ metered, quiet, control }),
      (error: unknown) => process.send?.({ error: String(error) }),
    );
  });
  process.send?.('ready');
  return async () => {
    await app.close();
    await runtime.stop();
  };
});
