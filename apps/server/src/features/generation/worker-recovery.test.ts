import type { JobAccepted } from '@atelier/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditHolds, generationJobs } from '../../db/schema';
import { bearer, createUser, grantCredits, tokenFor } from '../../../test/helpers/factories';
import { spawnWorker, type Spawned } from '../../../test/helpers/processes';
import { startReplicateDouble, type ReplicateDouble } from '../../../test/helpers/replicate-double';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/**
 * A real `npm run worker` process is killed outright (SIGKILL) in the middle of a paid job, then a
 * new worker starts: the job resumes the same provider prediction and is charged exactly once; a
 * job out of attempts is failed and its hold released. No path loses or double-charges credits.
 */
describe('a worker killed mid-job', () => {
  let t: TestApp;
  let replicate: ReplicateDouble;
  const workers: Spawned[] = [];

  beforeAll(async () => {
    replicate = await startReplicateDouble({ token: 'r8_kill_test' });
    // This process only accepts and waits; the jobs run in the spawned workers.
    t = await createTestApp({
      env: {
        RUN_WORKERS: 'false',
        REPLICATE_API_TOKEN: 'r8_kill_test',
        REPLICATE_API_URL: replicate.url,
      },
    });
  });
  afterAll(async () => {
    for (const worker of workers) worker.child.kill('SIGKILL');
    await t.close();
    await replicate.close();
  });

  function startWorker(): Spawned {
    const worker = spawnWorker(t, {
      REPLICATE_API_TOKEN: 'r8_kill_test',
      REPLICATE_API_URL: replicate.url,
      REPLICATE_POLL_MS: '50',
    });
    workers.push(worker);
    return worker;
  }

  async function paidJob() {
    const user = await createUser(t);
    await grantCredits(t, user.id, 1);
    const headers = bearer(await tokenFor(t, user));
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/generate-image',
      headers: { ...headers, prefer: 'respond-async' },
      payload: { prompt: 'a windmill at dusk', model_type: 'ultra_pro' },
    });
    expect(accepted.statusCode).toBe(202);
    return { headers, jobId: accepted.json<JobAccepted>().job_id };
  }

  const jobRow = async (id: string) =>
    (await t.runtime.db.select().from(generationJobs).where(eq(generationJobs.id, id)))[0];

  const balance = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/credits/balance', headers })).json<{ credits: number }>()
      .credits;

  /** What a minute of silence looks like to the sweep, without waiting a minute. */
  const silence = (id: string) =>
    t.runtime.db.execute(
      sql`UPDATE generation_jobs SET heartbeat_at = now() - interval '5 minutes' WHERE id = ${id}`,
    );

  async function until(check: () => Promise<boolean>, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('resumes the same prediction in a new worker and charges once', async () => {
    replicate.script('black-forest-labs/flux-1.1-pro', { kind: 'hang' });
    const first = startWorker();
    await first.waitForOutput('worker is running');
    const { headers, jobId } = await paidJob();
    await until(async () => Boolean((await jobRow(jobId))?.providerRef));
    expect(await balance(headers)).toBe(0.948);

    first.child.kill('SIGKILL');
    await first.exited;
    const stuck = await jobRow(jobId);
    expect(stuck).toMatchObject({ status: 'running', attempts: 1 });

    // The prediction finishes at the provider while no worker is watching.
    const prediction = replicate.predictions.get(stuck?.providerRef as string);
    if (!prediction) throw new Error('the double has no such prediction');
    prediction.behaviour = { kind: 'succeed', polls: 1 };

    await silence(jobId);
    const second = startWorker();
    await until(async () => (await jobRow(jobId))?.status === 'succeeded');
    const done = await jobRow(jobId);
    expect(done).toMatchObject({ attempts: 2, providerRef: stuck?.providerRef });
    expect(replicate.calls('POST', /flux-1\.1-pro\/predictions$/)).toHaveLength(1);
    expect(await balance(headers)).toBe(0.948);
    const [hold] = await t.runtime.db
      .select()
      .from(creditHolds)
      .where(eq(creditHolds.id, done?.holdId as string));
    expect(hold).toMatchObject({ status: 'settled', finalMicros: 52_000 });
    second.child.kill('SIGKILL');
    await second.exited;
  }, 120_000);

  it('fails a job out of attempts and gives its credits back', async () => {
    replicate.script('black-forest-labs/flux-1.1-pro', { kind: 'hang' });
    const worker = startWorker();
    await worker.waitForOutput('worker is running');
    const { headers, jobId } = await paidJob();
    await until(async () => (await jobRow(jobId))?.status === 'running');
    worker.child.kill('SIGKILL');
    await worker.exited;
    await t.runtime.db.execute(sql`UPDATE generation_jobs SET attempts = 3 WHERE id = ${jobId}`);
    await silence(jobId);

    const next = startWorker();
    await until(async () => (await jobRow(jobId))?.status === 'failed');
    expect((await jobRow(jobId))?.error).toContain('No credits were charged');
    // The sweep ends the job first (so a worker finishing at that moment cannot also be paid),
    // then releases the hold: the balance comes back a moment after the job reads as failed.
    await until(async () => (await balance(headers)) === 1, 10_000);
    expect(await balance(headers)).toBe(1);
    next.child.kill('SIGKILL');
    await next.exited;
  }, 120_000);
});
