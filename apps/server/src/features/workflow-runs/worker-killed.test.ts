import type { WorkflowRun } from '@atelier/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationJobs } from '../../db/schema';
import { bearer, createUser, grantCredits, tokenFor } from '../../../test/helpers/factories';
import { spawnWorker, type Spawned } from '../../../test/helpers/processes';
import { startReplicateDouble, type ReplicateDouble } from '../../../test/helpers/replicate-double';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { until } from '../../../test/helpers/until';

/**
 * Issue 49: a real `npm run worker` is killed outright (SIGKILL) while a run's paid step waits on
 * its provider; a new worker finishes the run, resuming the same prediction, and every step is
 * charged exactly once.
 */
describe('a worker killed mid-run', () => {
  let t: TestApp;
  let replicate: ReplicateDouble;
  const workers: Spawned[] = [];

  beforeAll(async () => {
    replicate = await startReplicateDouble({ token: 'r8_run_kill' });
    t = await createTestApp({
      env: {
        RUN_WORKERS: 'false',
        RATE_LIMIT_MAX: '100000',
        REPLICATE_API_TOKEN: 'r8_run_kill',
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
      REPLICATE_API_TOKEN: 'r8_run_kill',
      REPLICATE_API_URL: replicate.url,
      REPLICATE_POLL_MS: '50',
    });
    workers.push(worker);
    return worker;
  }

  it('finishes the run in a new worker, charging each step once', async () => {
    replicate.script('black-forest-labs/flux-1.1-pro', { kind: 'hang' });
    const user = await createUser(t, { plan: 'growth' });
    await grantCredits(t, user.id, 5);
    const headers = bearer(await tokenFor(t, user));
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, payload });
    const created = await call('POST', '/api/workflows', {
      name: 'Poster',
      description: 'A line, a picture, a voice',
      category: 'marketing',
      phases: 'Write, Picture, Voice',
      complexity_level: 'beginner',
      timeline_preference: 'quick',
    });
    const workflowId = created.json<{ id: string }>().id;
    const saved = await call('PUT', `/api/workflows/${workflowId}/graph`, {
      nodes: [
        { id: 'copy', tool: 'text', params: { prompt: 'A line about a harbour' } },
        {
          id: 'picture',
          tool: 'image',
          params: { prompt: '{{copy.text}}', model_type: 'ultra_pro' },
        },
        { id: 'voice', tool: 'voice_over', params: { text: 'Look: {{picture.image_url}}' } },
      ],
    });
    expect(saved.statusCode).toBe(200);

    const first = startWorker();
    await first.waitForOutput('worker is running');
    const started = await call('POST', `/api/workflows/${workflowId}/runs`, { inputs: {} });
    expect(started.statusCode).toBe(202);
    const { run_id: runId, estimate_credits: estimate } = started.json<{
      run_id: string;
      estimate_credits: number;
    }>();
    const pictureJob = async () =>
      (
        await t.runtime.db
          .select()
          .from(generationJobs)
          .where(eq(generationJobs.workflowRunId, runId))
      ).find((job) => job.tool === 'image');
    await until(async () => Boolean((await pictureJob())?.providerRef), 60_000);

    first.child.kill('SIGKILL');
    await first.exited;
    const stuck = await pictureJob();
    expect(stuck).toMatchObject({ status: 'running', attempts: 1 });
    const prediction = replicate.predictions.get(stuck?.providerRef as string);
    if (!prediction) throw new Error('the double has no such prediction');
    prediction.behaviour = { kind: 'succeed', polls: 1 };
    // What a minute of silence looks like to the job sweep, without waiting a minute.
    await t.runtime.db.execute(
      sql`UPDATE generation_jobs SET heartbeat_at = now() - interval '5 minutes' WHERE id = ${stuck!.id}`,
    );

    const second = startWorker();
    let run: WorkflowRun | undefined;
    await until(async () => {
      run = (await call('GET', `/api/workflow-runs/${runId}`)).json<WorkflowRun>();
      return ['succeeded', 'failed', 'cancelled'].includes(run.status);
    }, 90_000);
    expect(run?.status).toBe('succeeded');
    expect(replicate.calls('POST', /flux-1\.1-pro\/predictions$/)).toHaveLength(1);
    // The voice-over's text comes from a step, so the estimate held its longest; the charge is
    // what each step's job cost.
    expect(run!.credits_charged).toBeLessThan(estimate);
    const [cost] = (
      await t.runtime.db.execute<{ micros: string }>(
        sql`SELECT sum(cost_micros)::text AS micros FROM generation_jobs WHERE workflow_run_id = ${runId} AND status = 'succeeded'`,
      )
    ).rows;
    expect(Math.round(run!.credits_charged * 1_000_000)).toBe(Number(cost?.micros));

    const { rows } = await t.runtime.db.execute<{ job: string; settles: number }>(sql`
      SELECT j.id AS job, (SELECT count(*) FROM ledger_entries e
        WHERE e.hold_id = j.hold_id AND e.kind = 'settle')::int AS settles
      FROM generation_jobs j WHERE j.workflow_run_id = ${runId} AND j.cost_micros > 0`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.settles).toBe(1);
    const { rows: books } = await t.runtime.db.execute<{
      balance: string;
      sum: string;
      open: number;
    }>(sql`
      SELECT credits_micros::text AS balance,
        (SELECT sum(amount_micros) FROM ledger_entries WHERE user_id = ${user.id} AND team_id IS NULL)::text AS sum,
        (SELECT count(*) FROM credit_holds WHERE user_id = ${user.id} AND status = 'open')::int AS open
      FROM users WHERE id = ${user.id}`);
    expect(books[0]).toMatchObject({ balance: books[0].sum, open: 0 });
    expect(Number(books[0].balance)).toBe(5_000_000 - Math.round(run!.credits_charged * 1_000_000));
    second.child.kill('SIGKILL');
    await second.exited;
  }, 180_000);
});
