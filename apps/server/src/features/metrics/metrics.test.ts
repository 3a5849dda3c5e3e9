import type { ImageResponse } from '@atelier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../lib/free-port';
import { bearer, createUser, grantCredits, tokenFor } from '../../../test/helpers/factories';
import { startOpenAiDouble, type OpenAiDouble } from '../../../test/helpers/openai-double';
import { spawnEntry, type Spawned } from '../../../test/helpers/processes';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { anyCode } from '../../../test/helpers/error-code';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\[\\"n])*",?)*)\})? (\S+)( -?\d+)?$/;
/** What Go's strconv.ParseFloat takes, as Prometheus reads values (prom-client writes `Nan`). */
const FLOAT = /^[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?|inf(?:inity)?)$|^nan$/i;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"/g;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

/**
 * The Prometheus text format (0.0.4), checked line by line: every sample is well formed and comes
 * after its family's `# TYPE`, a family's lines stand together and are typed once, and a
 * histogram's buckets only grow, ending in `+Inf` equal to its `_count`.
 */
function parseExposition(text: string): Sample[] {
  const types = new Map<string, string>();
  const finished = new Set<string>();
  let current: string | null = null;
  const samples: Sample[] = [];
  const enter = (family: string) => {
    if (family === current) return;
    if (finished.has(family)) throw new Error(`${family}'s lines are not together`);
    if (current) finished.add(current);
    current = family;
  };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (\w+)$/.exec(line);
    if (type) {
      const [, family, kind] = type as unknown as [string, string, string];
      if (types.has(family)) throw new Error(`${family} is typed twice`);
      if (!TYPES.has(kind)) throw new Error(`unknown type: ${line}`);
      enter(family);
      types.set(family, kind);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* /.test(line)) {
      enter(line.split(' ')[2]);
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match || !FLOAT.test(match[3])) throw new Error(`not a sample line: ${line}`);
    const name = match[1];
    const base = name.replace(/_(bucket|sum|count)$/, '');
    const family = types.get(name) ? name : types.get(base) === 'histogram' ? base : null;
    if (!family) throw new Error(`sample before its # TYPE: ${line}`);
    enter(family);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key] = value!;
    samples.push({ name, labels, value: Number(match[3]) });
  }
  for (const [family, kind] of types) {
    if (kind !== 'histogram') continue;
    const series = new Map<string, Sample[]>();
    for (const sample of samples.filter((s) => s.name === `${family}_bucket`)) {
      const { le: _le, ...rest } = sample.labels;
      const key = JSON.stringify(rest);
      series.set(key, [...(series.get(key) ?? []), sample]);
    }
    for (const [key, buckets] of series) {
      const values = buckets.map((bucket) => bucket.value);
      expect(values, `${family}${key}`).toEqual([...values].sort((a, b) => a - b));
      expect(buckets.at(-1)?.labels.le).toBe('+Inf');
      const count = samples.find(
        (s) => s.name === `${family}_count` && JSON.stringify(s.labels) === key,
      );
      expect(count?.value).toBe(buckets.at(-1)?.value);
    }
  }
  return samples;
}

/** A sample's value (0 when absent: a counter not moved yet), matching the labels given. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  return found?.value ?? 0;
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A new user with a credit asks for a paid generation. */
async function generate(t: TestApp, url: string, payload: object) {
  const user = await createUser(t);
  await grantCredits(t, user.id, 1);
  return t.app.inject({ method: 'POST', url, headers: bearer(await tokenFor(t, user)), payload });
}

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('metrics off (neither METRICS_TOKEN nor METRICS_PORT)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /metrics 404 like any unknown path', async () => {
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found', code: anyCode });
    expect(t.runtime.metrics).toBeNull();
  });
});

describe('metrics on the main port (METRICS_TOKEN) and on their own (METRICS_PORT)', () => {
  let t: TestApp;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await findFreePort();
    t = await createTestApp({
      env: { METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort), HOST: '127.0.0.1' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async () => {
    const response = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    return parseExposition(response.body);
  };

  it('asks for the token in the API error shape, compared whole', async () => {
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await t.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'A valid metrics token is required.',
        code: anyCode,
      });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers the Prometheus text format with the process, pool and queue figures', async () => {
    const response = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const samples = parseExposition(response.body);
    const names = new Set(samples.map((s) => s.name));
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'atelier_db_pool_clients',
      'atelier_db_pool_idle_clients',
      'atelier_db_pool_waiting_queries',
      'atelier_db_pool_max_clients',
      'atelier_credits_held_total',
      'atelier_credits_settled_total',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(valueOf(samples, 'atelier_db_pool_max_clients')).toBe(10);
    for (const state of ['waiting', 'running']) {
      expect(samples).toContainEqual({
        name: 'atelier_queue_jobs',
        labels: { queue: 'generate-video', state },
        value: 0,
      });
    }
  });

  it('counts pg-boss jobs waiting by queue, read at scrape', async () => {
    const before = valueOf(await scrape(), 'atelier_queue_jobs', {
      queue: 'mail',
      state: 'waiting',
    });
    // Far in the future, so no worker takes it while we look.
    const id = await t.runtime.queue.boss.send('mail', { test: true }, { startAfter: 3600 });
    const after = valueOf(await scrape(), 'atelier_queue_jobs', {
      queue: 'mail',
      state: 'waiting',
    });
    expect(after).toBe(before + 1);
    await t.runtime.queue.boss.cancel('mail', id!);
  });

  it('a paid generation moves the job, credit and request figures', async () => {
    const before = await scrape();
    const response = await generate(t, '/api/generate-image', {
      prompt: 'a red kite over green hills',
      model_type: 'ultra',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ImageResponse>()).toMatchObject({ engine: 'local', credits_used: 0.0325 });

    const job = { tool: 'image', engine: 'local', outcome: 'succeeded' };
    const jobCount = (samples: Sample[]) =>
      valueOf(samples, 'atelier_generation_job_duration_seconds_count', job);
    // The worker counts the job just after it announces the end the request was waiting for.
    let after = await scrape();
    await until(async () => jobCount((after = await scrape())) > jobCount(before));
    expect(jobCount(after)).toBe(jobCount(before) + 1);
    expect(valueOf(after, 'atelier_generation_job_duration_seconds_sum', job)).toBeGreaterThan(0);

    const moved = (name: string) => valueOf(after, name) - valueOf(before, name);
    expect(moved('atelier_credits_held_total')).toBeCloseTo(0.0325, 9);
    expect(moved('atelier_credits_settled_total')).toBeCloseTo(0.0325, 9);

    const request = { route: '/api/generate-image', method: 'POST', status: '200' };
    const requests = (samples: Sample[]) =>
      valueOf(samples, 'atelier_http_request_duration_seconds_count', request);
    expect(requests(after) - requests(before)).toBe(1);
  });

  it('labels requests by route template, and every unmatched path as one', async () => {
    const user = await createUser(t);
    const headers = bearer(await tokenFor(t, user));
    await t.app.inject({ url: '/api/jobs/00000000-0000-4000-8000-000000000001', headers });
    await t.app.inject({ url: '/api/no-such-thing-1' });
    await t.app.inject({ url: '/api/no-such-thing-2' });
    const samples = await scrape();
    const routes = new Set(
      samples
        .filter((s) => s.name === 'atelier_http_request_duration_seconds_count')
        .map((s) => s.labels.route),
    );
    expect(routes).toContain('/api/jobs/:id');
    expect([...routes].some((route) => route?.includes('no-such-thing'))).toBe(false);
    expect([...routes].some((route) => route?.includes('00000000'))).toBe(false);
    expect(
      valueOf(samples, 'atelier_http_request_duration_seconds_count', {
        route: 'unmatched',
        method: 'GET',
        status: '404',
      }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('stays out of the OpenAPI document, and other methods answer 405', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths).some((p) => p.includes('metrics'))).toBe(false);
    const post = await t.app.inject({ method: 'POST', url: '/metrics', headers: bearer(TOKEN) });
    expect(post.statusCode).toBe(405);
  });

  it('serves them on METRICS_PORT too, behind the token when it is set', async () => {
    const url = `http://127.0.0.1:${metricsPort}/metrics`;
    const refused = await fetch(url);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      detail: 'A valid metrics token is required.',
      code: anyCode,
    });
    const answered = await fetch(url, { headers: bearer(TOKEN) });
    expect(answered.status).toBe(200);
    const names = parseExposition(await answered.text()).map((s) => s.name);
    expect(names).toContain('atelier_generation_job_duration_seconds_count');
    const elsewhere = await fetch(`http://127.0.0.1:${metricsPort}/api/health`);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ detail: 'Not found', code: anyCode });
  });
});

describe('a worker process with METRICS_PORT', () => {
  let t: TestApp;
  let openai: OpenAiDouble;
  let worker: Spawned;
  let metricsUrl: string;
  const providerEnv = { OPENAI_API_KEY: 'sk-refused-key' };

  beforeAll(async () => {
    openai = await startOpenAiDouble({ apiKey: 'sk-the-right-key' });
    // This API process only accepts; the job runs in the worker, which alone has metrics.
    t = await createTestApp({
      env: { RUN_WORKERS: 'false', ...providerEnv, OPENAI_BASE_URL: openai.url },
    });
    const port = await findFreePort();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    worker = spawnEntry('src/worker.ts', {
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: t.config.dataDir,
      JWT_SECRET: t.config.jwtSecret,
      ...providerEnv,
      OPENAI_BASE_URL: openai.url,
      EXCHANGE_RATES_URL: 'http://127.0.0.1:9/rates',
      METRICS_PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
    await worker.waitForOutput('worker is running');
  }, 60_000);
  afterAll(async () => {
    worker.child.kill('SIGKILL');
    await t.close();
    await openai.close();
  });

  const scrape = async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    return parseExposition(await response.text());
  };

  it('exposes its job and provider figures without a token when none is set', async () => {
    const response = await generate(t, '/api/chat/generate', {
      custom_prompt: 'hello',
      provider: 'openai',
      model: 'gpt-4o-mini',
    });
    expect(response.statusCode).toBe(503);
    const failed = { tool: 'text', engine: 'provider', outcome: 'failed' };
    let samples = await scrape();
    await until(async () => {
      samples = await scrape();
      return valueOf(samples, 'atelier_generation_job_duration_seconds_count', failed) === 1;
    });
    expect(valueOf(samples, 'atelier_provider_errors_total', { provider: 'openai' })).toBe(1);
    expect(samples.some((s) => s.name === 'atelier_queue_jobs')).toBe(true);
    // No requests are served here, and the API process's own metrics are off.
    expect(samples.some((s) => s.name === 'atelier_http_request_duration_seconds_count')).toBe(
      false,
    );
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('closes the port when the worker shuts down', async () => {
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    await expect(fetch(metricsUrl)).rejects.toThrow();
  }, 30_000);
});
