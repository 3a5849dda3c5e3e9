// For metrics.mjs and api-keys.mjs: the API in a process of its own, on the port given as argv.
// Sent { variants, rounds }, it asks the app for GET /api/auth/me through Fastify's inject once
// per variant a round, in an order drawn anew each round, and answers each variant's median time
// in µs. A variant is the request's headers and whether the app keeps its metrics for it
// (`metrics: false` takes `deps.metrics` away, as a process without METRICS_TOKEN has none).
// Requests alternating in one app share its compiled code and every moment of the machine's pace,
// which here moves by a fifth from one second to the next; separate processes, or separate apps
// in one process, differ by more than the few per cent being measured (ADR 023).
// Run as `node --import tsx scripts/bench/turns-server.ts PORT`; sends 'ready' when up.
import { buildApp } from '../../apps/server/src/app';
import type { AppDeps } from '../../apps/server/src/app-deps';
import { runProcess } from '../../apps/server/src/lib/process-lifecycle';
import { startRuntime } from '../../apps/server/src/runtime';

type App = Awaited<ReturnType<typeof buildApp>>;

interface Variant {
  headers: Record<string, string>;
  metrics: boolean;
}

async function timeInTurn(app: App, deps: AppDeps, variants: Variant[], rounds: number) {
  const metrics = deps.metrics;
  const samples = variants.map(() => new Float64Array(rounds));
  const order = variants.map((_, i) => i);
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (let i = order.length - 1; i > 0; i -= 1) {
        const j = Math.floor(Math.random() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
      }
      for (const i of order) {
        deps.metrics = variants[i].metrics ? metrics : null;
        const started = process.hrtime.bigint();
        const response = await app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: variants[i].headers,
        });
        samples[i][round] = Number(process.hrtime.bigint() - started) / 1000;
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
  // Over HTTP, each answer's time in the server (from Fastify's start of the request until the
  // answer is written out) by the variant the client names, for timeServerSide below.
  const served = new Map<string, number[]>();
  app.addHook('onResponse', (request, reply, done) => {
    const variant = request.headers['x-bench-variant'];
    if (typeof variant === 'string') {
      let list = served.get(variant);
      if (!list) served.set(variant, (list = []));
      list.push(reply.elapsedTime * 1000);
    }
    done();
  });
  await app.listen({ port: Number(process.argv[2]), host: config.HOST });
  process.on('message', (message: { variants: Variant[]; rounds: number; served?: boolean }) => {
    if (message.served) {
      // The median µs of each variant's answers since the last ask, and start again.
      const medians = [...served.keys()].sort().map((variant) => {
        const times = served.get(variant)!.sort((a, b) => a - b);
        return times[Math.floor(times.length / 2)];
      });
      served.clear();
      process.send?.({ medians });
      return;
    }
    timeInTurn(app, deps, message.variants, message.rounds).then(
      (medians) => process.send?.({ medians }),
      (error: unknown) => process.send?.({ error: String(error) }),
    );
  });
  process.send?.('ready');
  return async () => {
    await app.close();
    await runtime.stop();
  };
});
