import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Job, JobAccepted, JobEvent, QuoteResponse } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client';
import { creditHolds, ledgerEntries } from '../src/db/schema';
import { bearer, createUser, grantCredits } from './helpers/factories';
import { signIn, spawnApi, spawnEntry, waitForHealthy, type Spawned } from './helpers/processes';
import { startReplicateDouble, type ReplicateDouble } from './helpers/replicate-double';
import { startS3Double, type S3Double } from './helpers/s3-double';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const S3_KEYS = { accessKeyId: 'AKIASCALEOUT', secretAccessKey: 'scale-out-secret-for-the-double' };
const REPLICATE_TOKEN = 'r8_scale_out';

let database: TestDatabase;
let handle: DatabaseHandle;
let s3: S3Double;
let replicate: ReplicateDouble;
let api1: Spawned & { baseUrl: string };
let api2: Spawned & { baseUrl: string };
let worker: Spawned;
const dataDirs: string[] = [];

/**
 * README "Scaling out" as an operator sets it up: two API processes that serve HTTP only and one
 * `npm run worker`, each with a data directory of its own (other machines), on one PostgreSQL,
 * media in S3 (the local double) and images from Replicate (its double).
 */
beforeAll(async () => {
  database = await createTestDatabase();
  handle = connectDatabase(database.url, 2);
  s3 = await startS3Double({ ...S3_KEYS, bucket: 'atelier' });
  replicate = await startReplicateDouble({ token: REPLICATE_TOKEN });
  // A few seconds of progress, so the stream is still open when API 1 goes.
  replicate.script('default', { kind: 'succeed', polls: 12 });
  const envOf = async (runWorkers: boolean) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-scale-out-'));
    dataDirs.push(dataDir);
    return {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'one-secret-shared-by-every-process-of-this-deployment',
      RUN_WORKERS: String(runWorkers),
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      EXCHANGE_RATES_URL: 'http://127.0.0.1:9/rates',
      S3_BUCKET: 'atelier',
      S3_ENDPOINT: s3.url,
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
      REPLICATE_API_TOKEN: REPLICATE_TOKEN,
      REPLICATE_API_URL: replicate.url,
      REPLICATE_POLL_MS: '250',
    };
  };
  api1 = await spawnApi(await envOf(false));
  api2 = await spawnApi(await envOf(false));
  worker = spawnEntry('src/worker.ts', await envOf(true));
  await Promise.all([
    waitForHealthy(api1.baseUrl, 60_000),
    waitForHealthy(api2.baseUrl, 60_000),
    worker.waitForOutput('worker is running', 60_000),
  ]);
}, 90_000);

afterAll(async () => {
  for (const started of [api1, api2, worker]) {
    if (started && started.child.exitCode === null) started.child.kill('SIGKILL');
    await started?.exited;
  }
  await handle?.pool.end();
  await database?.drop();
  await s3?.close();
  await replicate?.close();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

/** The `data:` of each server-sent event, as they arrive. */
async function* eventsOf(response: Response): AsyncGenerator<JobEvent> {
  if (!response.body) return;
  let buffered = '';
  for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
    buffered += chunk;
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const data = buffered
        .slice(0, end)
        .split('\n')
        .find((line) => line.startsWith('data: '));
      buffered = buffered.slice(end + 2);
      if (data) yield JSON.parse(data.slice(6)) as JobEvent;
    }
  }
}

it('runs a generation sent to API 1 on the worker, streams and serves it from API 2, and loses nothing when API 1 is killed', async () => {
  const user = await createUser({ runtime: handle });
  await grantCredits({ runtime: handle }, user.id, 1);
  const auth = bearer(await signIn(api1.baseUrl, user));
  const json = { ...auth, 'content-type': 'application/json' };
  const quote = (await (
    await fetch(`${api2.baseUrl}/api/quote`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ tool: 'image', model_type: 'ultra', resolution: 'hd' }),
    })
  ).json()) as QuoteResponse;
  expect(quote.cost_micros).toBeGreaterThan(0);

  const submitted = await fetch(`${api1.baseUrl}/api/generate-image`, {
    method: 'POST',
    headers: { ...json, prefer: 'respond-async' },
    body: JSON.stringify({ prompt: 'a harbour at night', model_type: 'ultra', resolution: 'hd' }),
  });
  expect(submitted.status).toBe(202);
  const { job_id, events_url } = (await submitted.json()) as JobAccepted;

  // The user follows the job on both processes (two tabs behind the load balancer).
  const onApi1 = await fetch(`${api1.baseUrl}${events_url}`, { headers: auth });
  const api1Stream = (async () => {
    const seen: JobEvent[] = [];
    try {
      for await (const event of eventsOf(onApi1)) seen.push(event);
    } catch {
      // Cut off when its process dies.
    }
    return seen;
  })();
  const onApi2 = await fetch(`${api2.baseUrl}${events_url}`, { headers: auth });
  expect(onApi2.headers.get('content-type')).toContain('text/event-stream');
  const events: JobEvent[] = [];
  for await (const event of eventsOf(onApi2)) {
    events.push(event);
    if (event.status === 'running' && event.progress > 0 && api1.child.exitCode === null) {
      api1.child.kill('SIGKILL');
      await api1.exited;
    }
  }
  expect(api1.child.signalCode).toBe('SIGKILL');
  // API 2 heard each step the worker took (notifications, not just its own re-reads), to the end.
  const steps = new Set(
    events.filter((e) => e.status === 'running' && e.progress < 100).map((e) => e.progress),
  );
  expect(steps.size).toBeGreaterThanOrEqual(6);
  expect(events.at(-1)).toMatchObject({ id: job_id, status: 'succeeded', progress: 100 });
  expect((await api1Stream).some((e) => e.status === 'succeeded')).toBe(false);

  const job = (await (
    await fetch(`${api2.baseUrl}/api/jobs/${job_id}`, { headers: auth })
  ).json()) as Job;
  expect(job).toMatchObject({ status: 'succeeded', cost: quote.cost });
  expect(replicate.calls('POST', /\/predictions$/)).toHaveLength(1);

  // The worker stored the file in S3; API 2, which never saw the job run, serves it.
  const file = await fetch(`${api2.baseUrl}${job.outputs[0]?.url}`, { headers: auth });
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('image/png');
  const stored = [...s3.objects].filter(([key]) => key.startsWith('generations/'));
  expect(stored).toHaveLength(1);
  expect(Buffer.from(await file.arrayBuffer()).equals(stored[0][1].body)).toBe(true);

  // Charged once, exactly the price: the hold API 1 took was settled by the worker.
  const holds = await handle.db.select().from(creditHolds).where(eq(creditHolds.userId, user.id));
  expect(holds).toMatchObject([
    { status: 'settled', amountMicros: quote.cost_micros, finalMicros: quote.cost_micros },
  ]);
  const entries = await handle.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, user.id));
  expect(entries.map((entry) => entry.kind).sort()).toEqual(['grant', 'hold', 'settle']);
  const balance = (await (
    await fetch(`${api2.baseUrl}/api/credits/balance`, { headers: auth })
  ).json()) as { credits: number };
  expect(Math.round(balance.credits * 1_000_000)).toBe(1_000_000 - quote.cost_micros);

  for (const output of [api2.output(), worker.output()]) {
    expect(output).not.toMatch(/"level":(50|60)/);
  }
  for (const started of [api2, worker]) started.child.kill('SIGTERM');
  expect(await Promise.all([api2.exited, worker.exited])).toEqual([0, 0]);
}, 60_000);
