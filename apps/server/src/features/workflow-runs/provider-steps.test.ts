import type { WorkflowRun } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationJobs } from '../../db/schema';
import { bearer, createUser, grantCredits, tokenFor } from '../../../test/helpers/factories';
import { startReplicateDouble, type ReplicateDouble } from '../../../test/helpers/replicate-double';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { until } from '../../../test/helpers/until';

const MODEL = 'black-forest-labs/flux-1.1-pro';

/**
 * Issue 49, with a provider (a local double of Replicate's API): independent steps run side by
 * side within the plan's number, a passing failure is tried again, and a cancel reaches the
 * provider's prediction.
 */
describe('workflow steps at a provider', () => {
  let t: TestApp;
  let replicate: ReplicateDouble;

  beforeAll(async () => {
    replicate = await startReplicateDouble({ token: 'r8_steps' });
    t = await createTestApp({
      env: {
        RATE_LIMIT_MAX: '100000',
        GENERATION_CONCURRENCY: '4',
        REPLICATE_API_TOKEN: 'r8_steps',
        REPLICATE_API_URL: replicate.url,
        REPLICATE_POLL_MS: '50',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await replicate.close();
  });

  async function runOf(nodes: object[], plan = 'growth') {
    const user = await createUser(t, { plan });
    await grantCredits(t, user.id, 5);
    const headers = bearer(await tokenFor(t, user));
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, payload });
    const created = await call('POST', '/api/workflows', {
      name: 'Posters',
      description: 'Pictures at a provider',
      category: 'marketing',
      phases: 'Pictures',
      complexity_level: 'beginner',
      timeline_preference: 'quick',
    });
    const workflowId = created.json<{ id: string }>().id;
    expect((await call('PUT', `/api/workflows/${workflowId}/graph`, { nodes })).statusCode).toBe(
      200,
    );
    const started = await call('POST', `/api/workflows/${workflowId}/runs`, { inputs: {} });
    expect(started.statusCode).toBe(202);
    const runId = started.json<{ run_id: string }>().run_id;
    const jobs = () =>
      t.runtime.db.select().from(generationJobs).where(eq(generationJobs.workflowRunId, runId));
    const finished = async () => {
      let run: WorkflowRun | undefined;
      await until(async () => {
        run = (await call('GET', `/api/workflow-runs/${runId}`)).json<WorkflowRun>();
        return ['succeeded', 'failed', 'cancelled'].includes(run.status);
      }, 60_000);
      return run!;
    };
    return { call, runId, jobs, finished };
  }

  const picture = (id: string) => ({
    id,
    tool: 'image',
    params: { prompt: `a poster ${id}`, model_type: 'ultra_pro' },
  });

  it('runs independent steps side by side, no more at once than the plan allows', async () => {
    replicate.script(MODEL, { kind: 'hang' });
    // Starter: two steps at once.
    const { jobs, finished } = await runOf([picture('a'), picture('b'), picture('c')], 'starter');
    await until(async () => (await jobs()).filter((j) => j.providerRef).length === 2, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await jobs()).toHaveLength(2);
    replicate.script(MODEL, { kind: 'succeed', polls: 1 });
    for (const job of await jobs()) {
      replicate.predictions.get(job.providerRef!)!.behaviour = { kind: 'succeed', polls: 1 };
    }
    const run = await finished();
    expect(run.status).toBe('succeeded');
    const all = await jobs();
    expect(all).toHaveLength(3);
    // The third started only once one of the first two had ended.
    const [third] = all.sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime());
    const firstEnd = Math.min(
      ...all.filter((j) => j !== third).map((j) => j.finishedAt!.getTime()),
    );
    expect(third.createdAt.getTime()).toBeGreaterThanOrEqual(firstEnd);
  });

  it('tries a step again after a passing provider failure, charging once', async () => {
    replicate.script(MODEL, { kind: 'fail', polls: 1, error: 'CUDA out of memory' });
    const { jobs, finished } = await runOf([picture('a')]);
    await until(async () => (await jobs()).some((j) => j.status === 'failed'), 30_000);
    replicate.script(MODEL, { kind: 'succeed', polls: 1 });
    const run = await finished();
    expect(run.status).toBe('succeeded');
    expect(run.steps[0]).toMatchObject({ attempts: 2 });
    expect(run.steps[0]?.job_ids).toHaveLength(2);
    const all = await jobs();
    expect(all.map((j) => j.status).sort()).toEqual(['failed', 'succeeded']);
    expect(run.credits_charged).toBeCloseTo(
      all.find((j) => j.status === 'succeeded')!.costMicros / 1e6,
      6,
    );
  });

  it('cancels a running step at the provider', async () => {
    replicate.script(MODEL, { kind: 'hang' });
    const { call, runId, jobs, finished } = await runOf([picture('a')]);
    await until(async () => Boolean((await jobs())[0]?.providerRef), 30_000);
    const [job] = await jobs();
    expect((await call('POST', `/api/workflow-runs/${runId}/cancel`)).statusCode).toBe(204);
    expect((await finished()).status).toBe('cancelled');
    // The worker's heartbeat sees the job cancelled and cancels the prediction.
    await until(
      () =>
        replicate.calls('POST', new RegExp(`/predictions/${job.providerRef}/cancel$`)).length === 1,
      30_000,
    );
    expect(replicate.predictions.get(job.providerRef!)?.status).toBe('canceled');
  });
});
