import type { WorkflowGraphInput, WorkflowRun } from '@atelier/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditHolds, usageCounters, users } from '../../db/schema';
import { bearer, createUser, grantCredits, tokenFor } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { until } from '../../../test/helpers/until';
import { utcDay } from '../usage/utc-day';

/**
 * Workflows that run (issue 49), through HTTP on the local engines: graphs refused with the node
 * and field named, runs chained and charged exactly, the estimate held first, items, idempotent
 * starts, cancel and resume.
 */
describe('workflow runs', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Tests poll their runs every 50 ms, from one address: far past the per-address limit.
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });

  async function owner(credits = 0, plan = 'growth') {
    const user = await createUser(t, { plan });
    if (credits > 0) await grantCredits(t, user.id, credits);
    const headers = bearer(await tokenFor(t, user));
    const created = await call('POST', '/api/workflows', headers, {
      name: 'Launch kit',
      description: 'Copy, an image and a voice-over',
      category: 'marketing',
      phases: 'Write, Picture, Voice',
      complexity_level: 'beginner',
      timeline_preference: 'quick',
    });
    expect(created.statusCode).toBe(201);
    return { user, headers, workflowId: created.json<{ id: string }>().id };
  }

  async function books(userId: string) {
    const { rows } = await t.runtime.db.execute<{ balance: string; sum: string; open: number }>(sql`
      SELECT u.credits_micros::text AS balance,
        coalesce((SELECT sum(amount_micros) FROM ledger_entries e WHERE e.user_id = u.id
          AND e.team_id IS NULL), 0)::text AS sum,
        (SELECT count(*) FROM credit_holds h WHERE h.user_id = u.id AND h.status = 'open')::int AS open
      FROM users u WHERE u.id = ${userId}`);
    const row = rows[0];
    return { balance: Number(row.balance), sum: Number(row.sum), open: row.open };
  }

  async function finished(headers: Record<string, string>, runId: string): Promise<WorkflowRun> {
    let run: WorkflowRun | undefined;
    await until(async () => {
      run = (await call('GET', `/api/workflow-runs/${runId}`, headers)).json<WorkflowRun>();
      return ['succeeded', 'failed', 'cancelled'].includes(run.status);
    }, 60_000);
    return run!;
  }

  const launchKit: WorkflowGraphInput = {
    inputs: { product: { type: 'text', required: true } },
    nodes: [
      { id: 'copy', tool: 'text', params: { prompt: 'Three taglines for {{inputs.product}}' } },
      {
        id: 'picture',
        tool: 'image',
        params: { prompt: '{{copy.text}}', model_type: 'ultra', resolution: 'hd' },
      },
      { id: 'voice', tool: 'voice_over', params: { text: 'Meet {{inputs.product}}.' } },
    ],
  };

  it('lists the tools a node may use, with parameters, outputs and price', async () => {
    const { headers } = await owner();
    const answer = await call('GET', '/api/workflow-tools', headers);
    expect(answer.statusCode).toBe(200);
    const tools = answer.json<{
      tools: {
        id: string;
        params: { name: string }[];
        outputs: { name: string; type: string }[];
        price: string;
      }[];
    }>().tools;
    const ids = tools.map((tool) => tool.id);
    for (const id of [
      'text',
      'image.free',
      'image',
      'video',
      'reimagine.image',
      'reimagine.video',
      'voice_over',
      'song',
      'music',
      'product_ad.image',
      'product_ad.video',
      'translate',
      'prompt.enhance',
      'split',
      'join',
    ]) {
      expect(ids).toContain(id);
    }
    const text = tools.find((tool) => tool.id === 'text')!;
    expect(text.outputs).toContainEqual(
      expect.objectContaining({ name: 'lines', type: 'text_list' }),
    );
    // The editor's palette groups them as the app's menu does (issue 50).
    const groupOf = (id: string) =>
      answer.json<{ tools: { id: string; group: string }[] }>().tools.find((tool) => tool.id === id)
        ?.group;
    expect(groupOf('image.free')).toBe('images');
    expect(groupOf('reimagine.video')).toBe('reimagine');
    expect(groupOf('product_ad.image')).toBe('product_ads');
    expect(groupOf('song')).toBe('audio');
    expect(groupOf('split')).toBe('utilities');
    expect((await call('GET', '/api/workflow-tools', {})).statusCode).toBe(401);
  });

  it('checks a graph without saving it: every problem a save would refuse, and its estimate by node', async () => {
    const { headers, workflowId } = await owner();
    const check = (graph: object, inputs: object = {}) =>
      call('POST', '/api/workflow-graphs/check', headers, { graph, inputs });
    const clean = await check(launchKit, { product: 'a lamp' });
    expect(clean.statusCode).toBe(200);
    const body = clean.json<{
      problems: unknown[];
      estimate: { estimate_credits: number; steps: { node_id: string; credits: number }[] };
    }>();
    expect(body.problems).toEqual([]);
    expect(body.estimate.steps.map((step) => step.node_id)).toEqual(['copy', 'picture', 'voice']);
    const picture = body.estimate.steps.find((step) => step.node_id === 'picture')!;
    expect(picture.credits).toBeGreaterThan(0);
    const sum = body.estimate.steps.reduce((total, step) => total + step.credits, 0);
    expect(body.estimate.estimate_credits).toBeCloseTo(sum, 6);

    const broken = await check({
      nodes: [
        { id: 'a', tool: 'image' },
        { id: 'b', tool: 'text', params: { prompt: '{{ghost.text}}' } },
      ],
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json<{ problems: unknown[] }>().problems).toEqual([
      { node: 'a', field: 'params.prompt', message: 'is required' },
      { node: 'b', field: 'params.prompt', message: 'there is no node "ghost"' },
    ]);
    // A node too incomplete to price is priced at nothing; its problem says what it lacks.
    const unpriced = await check({ nodes: [{ id: 'edit', tool: 'reimagine.image' }] });
    expect(unpriced.statusCode).toBe(200);
    const answer = unpriced.json<{ problems: unknown[]; estimate: { estimate_credits: number } }>();
    expect(answer.problems).toContainEqual({
      node: 'edit',
      field: 'params.tool_type',
      message: 'is required',
    });
    expect(answer.estimate.estimate_credits).toBe(0);
    // A check stores nothing, and a graph the schema refuses is a 422 as on save.
    expect((await call('GET', `/api/workflows/${workflowId}/graph`, headers)).json()).toMatchObject(
      { version: 0, nodes: [] },
    );
    expect((await check({ nodes: [{ id: 'Bad id', tool: 'text' }] })).statusCode).toBe(422);
    expect(
      (await call('POST', '/api/workflow-graphs/check', {}, { graph: launchKit })).statusCode,
    ).toBe(401);
  });

  it('refuses a graph that cannot run, naming each node and field', async () => {
    const { headers, workflowId } = await owner();
    const put = (graph: object) =>
      call('PUT', `/api/workflows/${workflowId}/graph`, headers, graph);
    const refused = async (graph: object, ...expected: RegExp[]) => {
      const answer = await put(graph);
      expect(answer.statusCode).toBe(422);
      const detail = answer.json<{ detail: string }>().detail;
      for (const pattern of expected) expect(detail).toMatch(pattern);
    };
    await refused({ nodes: [{ id: 'a', tool: 'paint' }] }, /nodes\.a\.tool: unknown tool "paint"/);
    await refused(
      { nodes: [{ id: 'a', tool: 'text', params: { prompt: 'x', colour: 'red' } }] },
      /nodes\.a\.params\.colour: "text" has no parameter "colour"/,
    );
    await refused({ nodes: [{ id: 'a', tool: 'image' }] }, /nodes\.a\.params\.prompt: is required/);
    await refused(
      { nodes: [{ id: 'a', tool: 'text', params: { prompt: '{{ghost.text}}' } }] },
      /nodes\.a\.params\.prompt: there is no node "ghost"/,
    );
    await refused(
      {
        nodes: [
          { id: 'a', tool: 'text', params: { prompt: 'x' } },
          { id: 'b', tool: 'text', params: { prompt: '{{a.image_url}}' } },
        ],
      },
      /nodes\.b\.params\.prompt: node "a" has no output "image_url"/,
    );
    await refused(
      {
        nodes: [
          { id: 'a', tool: 'text', params: { prompt: '{{b.text}}' } },
          { id: 'b', tool: 'text', params: { prompt: '{{a.text}}' } },
        ],
      },
      /nodes\.a\.params: is part of a cycle/,
      /nodes\.b\.params: is part of a cycle/,
    );
    await refused(
      {
        nodes: [
          { id: 'voice', tool: 'voice_over', params: { text: 'hello' } },
          {
            id: 'edit',
            tool: 'reimagine.image',
            params: { tool_type: 'reimagine_ultra', prompt: 'x', image: '{{voice.audio_url}}' },
          },
        ],
      },
      /nodes\.edit\.params\.image: \{\{voice\.audio_url\}\} is an audio file; this parameter takes an image alone/,
    );
    await refused(
      { nodes: [{ id: 'a', tool: 'text', params: { prompt: '{{inputs.topic}}' } }] },
      /nodes\.a\.params\.prompt: the workflow has no input "topic"/,
    );
    await refused(
      {
        nodes: Array.from({ length: 51 }, (_, i) => ({
          id: `n${i}`,
          tool: 'split',
          params: { text: 'x' },
        })),
      },
      /nodes: at most 50 nodes/,
    );
    // Nothing was stored by any of them.
    const stored = await call('GET', `/api/workflows/${workflowId}/graph`, headers);
    expect(stored.json()).toMatchObject({ version: 0, nodes: [] });
  });

  it('runs a chain on the local engines: outputs passed on, the estimate held, each step charged', async () => {
    const { user, headers, workflowId } = await owner(5);
    const saved = await call('PUT', `/api/workflows/${workflowId}/graph`, headers, launchKit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1 });

    const inputs = { product: 'Aurora lamp' };
    const estimate = await call('POST', `/api/workflows/${workflowId}/estimate`, headers, {
      inputs,
    });
    expect(estimate.statusCode).toBe(200);
    const { estimate_credits, steps } = estimate.json<{
      estimate_credits: number;
      steps: { node_id: string; credits: number }[];
    }>();
    expect(steps.map((s) => s.node_id)).toEqual(['copy', 'picture', 'voice']);
    expect(estimate_credits).toBeGreaterThan(0);

    const started = await call('POST', `/api/workflows/${workflowId}/runs`, headers, { inputs });
    expect(started.statusCode).toBe(202);
    const accepted = started.json<{ run_id: string; status: string; estimate_credits: number }>();
    expect(accepted).toMatchObject({ status: 'queued', estimate_credits });

    const run = await finished(headers, accepted.run_id);
    expect(run.status).toBe('succeeded');
    expect(run.workflow_version).toBe(1);
    const [copy, picture, voice] = run.steps;
    expect(copy?.outputs.text).toContain('Aurora lamp');
    expect(picture?.outputs.image_url).toMatch(/\/api\/media\/generations\//);
    expect(voice?.outputs.audio_url).toMatch(/\/api\/media\/generations\//);
    // The image's prompt was the copy step's text.
    const [job] = (
      await t.runtime.db.execute<{ prompt: string }>(
        sql`SELECT prompt FROM generation_jobs WHERE id = ${picture.job_ids[0]}`,
      )
    ).rows;
    expect(job?.prompt).toBe(copy?.outputs.text);
    // Every price here is known beforehand, so the charge is the estimate.
    expect(run.credits_charged).toBeCloseTo(estimate_credits, 6);
    expect(run.steps.reduce((sum, s) => sum + s.credits, 0)).toBeCloseTo(run.credits_charged, 6);
    const after = await books(user.id);
    expect(after).toEqual({ balance: after.sum, sum: after.sum, open: 0 });
    expect(after.balance).toBe(5_000_000 - Math.round(run.credits_charged * 1_000_000));

    const list = await call('GET', `/api/workflows/${workflowId}/runs`, headers);
    expect(list.json<{ runs: { id: string }[] }>().runs.map((r) => r.id)).toEqual([
      accepted.run_id,
    ]);
  });

  it('runs a node once per item of a list and gathers its outputs', async () => {
    const { headers, workflowId } = await owner(1);
    const graph: WorkflowGraphInput = {
      inputs: { ideas: { type: 'text', required: true } },
      nodes: [
        { id: 'list', tool: 'split', params: { text: '{{inputs.ideas}}' } },
        {
          id: 'art',
          tool: 'image.free',
          for_each: '{{list.items}}',
          params: { prompt: 'A poster of {{item}}' },
        },
        { id: 'links', tool: 'join', params: { items: '{{art.image_url}}' } },
      ],
    };
    expect(
      (await call('PUT', `/api/workflows/${workflowId}/graph`, headers, graph)).statusCode,
    ).toBe(200);
    const started = await call('POST', `/api/workflows/${workflowId}/runs`, headers, {
      inputs: { ideas: '1. a fox\n2. a heron\n3. a hare' },
    });
    expect(started.statusCode).toBe(202);
    const run = await finished(headers, started.json<{ run_id: string }>().run_id);
    expect(run.status).toBe('succeeded');
    const art = run.steps.find((s) => s.node_id === 'art')!;
    expect(art.items).toEqual({ total: 3, done: 3 });
    expect(art.outputs.image_url).toHaveLength(3);
    expect(art.job_ids).toHaveLength(3);
    const prompts = (
      await t.runtime.db.execute<{ prompt: string }>(
        sql`SELECT prompt FROM generation_jobs WHERE workflow_run_id = ${run.id} ORDER BY prompt`,
      )
    ).rows.map((r) => r.prompt);
    expect(prompts).toEqual(['A poster of a fox', 'A poster of a hare', 'A poster of a heron']);
    const links = run.steps.find((s) => s.node_id === 'links')!;
    expect(String(links.outputs.text).split('\n')).toHaveLength(3);
  });

  it('refuses a run the wallet cannot cover with 402 and the figures, holding nothing', async () => {
    const { user, headers, workflowId } = await owner(0.01);
    await call('PUT', `/api/workflows/${workflowId}/graph`, headers, launchKit);
    const answer = await call('POST', `/api/workflows/${workflowId}/runs`, headers, {
      inputs: { product: 'Aurora lamp' },
    });
    expect(answer.statusCode).toBe(402);
    expect(answer.json<{ detail: string }>().detail).toMatch(/0\.01/);
    const list = await call('GET', `/api/workflows/${workflowId}/runs`, headers);
    expect(list.json<{ runs: unknown[] }>().runs).toHaveLength(0);
    expect(await books(user.id)).toMatchObject({ balance: 10_000, open: 0 });
    // A required input left out is named.
    const missing = await call('POST', `/api/workflows/${workflowId}/runs`, headers, {
      inputs: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ detail: string }>().detail).toBe(
      'inputs.product: this input is required.',
    );
  });

  it('answers a repeated Idempotency-Key with the same run, holding once', async () => {
    const { user, headers, workflowId } = await owner(5);
    await call('PUT', `/api/workflows/${workflowId}/graph`, headers, launchKit);
    const keyed = { ...headers, 'idempotency-key': 'launch-run-0001' };
    const body = { inputs: { product: 'Aurora lamp' } };
    const [first, second] = await Promise.all([
      call('POST', `/api/workflows/${workflowId}/runs`, keyed, body),
      call('POST', `/api/workflows/${workflowId}/runs`, keyed, body),
    ]);
    expect(first?.statusCode).toBe(202);
    expect(second?.statusCode).toBe(202);
    expect(first?.json<{ run_id: string }>().run_id).toBe(
      second?.json<{ run_id: string }>().run_id,
    );
    const other = await call('POST', `/api/workflows/${workflowId}/runs`, keyed, {
      inputs: { product: 'Other' },
    });
    expect(other.statusCode).toBe(422);
    await finished(headers, first.json<{ run_id: string }>().run_id);
    const holds = await t.runtime.db
      .select()
      .from(creditHolds)
      .where(eq(creditHolds.userId, user.id));
    expect(holds.filter((h) => h.reference.startsWith('workflow-run:'))).toHaveLength(1);
    expect((await books(user.id)).open).toBe(0);
  });

  it('cancels a run: steps stop, holds go back, nothing more is charged', async () => {
    const { user, headers, workflowId } = await owner(5);
    const graph: WorkflowGraphInput = {
      nodes: [
        { id: 'clip', tool: 'video', params: { prompt: 'waves at dawn', model_type: 'ultra' } },
        // The voice-over waits for the clip: a file in text is its link.
        { id: 'after', tool: 'voice_over', params: { text: 'The end of {{clip.video_url}}' } },
      ],
    };
    expect(
      (await call('PUT', `/api/workflows/${workflowId}/graph`, headers, graph)).statusCode,
    ).toBe(200);
    const started = await call('POST', `/api/workflows/${workflowId}/runs`, headers, {
      inputs: {},
    });
    const runId = started.json<{ run_id: string }>().run_id;
    const cancel = await call('POST', `/api/workflow-runs/${runId}/cancel`, headers);
    expect(cancel.statusCode).toBe(204);
    const run = await finished(headers, runId);
    expect(run.status).toBe('cancelled');
    expect((await call('POST', `/api/workflow-runs/${runId}/cancel`, headers)).statusCode).toBe(
      409,
    );
    await until(async () => (await books(user.id)).open === 0, 30_000);
    const after = await books(user.id);
    expect(after.balance).toBe(after.sum);
    expect(after.balance).toBe(5_000_000 - Math.round(run.credits_charged * 1_000_000));
  });

  it('resumes a failed run from the step that failed, reusing what succeeded', async () => {
    const { user, headers, workflowId } = await owner(1, 'starter');
    const graph: WorkflowGraphInput = {
      nodes: [
        { id: 'idea', tool: 'text', params: { prompt: 'A product for hikers' } },
        { id: 'prompt', tool: 'prompt.enhance', params: { subject: '{{idea.text}}' } },
      ],
    };
    expect(
      (await call('PUT', `/api/workflows/${workflowId}/graph`, headers, graph)).statusCode,
    ).toBe(200);
    // The day's AI prompts are spent: the prompt builder refuses (429), which is not retried.
    await t.runtime.db
      .insert(usageCounters)
      .values({ userId: user.id, feature: 'ai_prompts', day: utcDay(new Date()), count: 15 });
    const started = await call('POST', `/api/workflows/${workflowId}/runs`, headers, {
      inputs: {},
    });
    const runId = started.json<{ run_id: string }>().run_id;
    const failed = await finished(headers, runId);
    expect(failed.status).toBe('failed');
    const [idea, prompt] = failed.steps;
    expect(idea?.status).toBe('succeeded');
    expect(prompt).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.error).toMatch(/^prompt: /);

    await t.runtime.db
      .update(users)
      .set({ subscriptionPlan: 'growth' })
      .where(eq(users.id, user.id));
    const resumed = await call('POST', `/api/workflow-runs/${runId}/resume`, headers);
    expect(resumed.statusCode).toBe(202);
    const done = await finished(headers, runId);
    expect(done.status).toBe('succeeded');
    expect(done.steps[0]?.job_ids).toEqual(idea?.job_ids);
    expect(done.steps[1]?.outputs.text).toBeTruthy();
    expect((await call('POST', `/api/workflow-runs/${runId}/resume`, headers)).statusCode).toBe(
      409,
    );
    expect((await books(user.id)).open).toBe(0);
  });

  it('keeps runs to their owner', async () => {
    const { headers, workflowId } = await owner(5);
    await call('PUT', `/api/workflows/${workflowId}/graph`, headers, launchKit);
    const started = await call('POST', `/api/workflows/${workflowId}/runs`, headers, {
      inputs: { product: 'x' },
    });
    const runId = started.json<{ run_id: string }>().run_id;
    const stranger = await owner();
    expect((await call('GET', `/api/workflow-runs/${runId}`, stranger.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/workflow-runs/${runId}/cancel`, stranger.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/workflows/${workflowId}/graph`, stranger.headers)).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', `/api/workflows/${workflowId}/runs`, stranger.headers, {
          inputs: { product: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/workflow-runs/${runId}/events`, stranger.headers)).statusCode,
    ).toBe(404);
    await finished(headers, runId);
  });

  it('streams a run as events, and a reconnecting client is sent nothing it has seen', async () => {
    const { headers, workflowId } = await owner(5);
    await call('PUT', `/api/workflows/${workflowId}/graph`, headers, launchKit);
    const started = await call('POST', `/api/workflows/${workflowId}/runs`, headers, {
      inputs: { product: 'Aurora lamp' },
    });
    const runId = started.json<{ run_id: string }>().run_id;
    /** The events of one connection (the stream ends once the run has ended). */
    const follow = async (lastEventId?: number) => {
      const stream = await t.app.inject({
        method: 'GET',
        url: `/api/workflow-runs/${runId}/events`,
        headers:
          lastEventId === undefined ? headers : { ...headers, 'last-event-id': `${lastEventId}` },
      });
      expect(stream.statusCode).toBe(200);
      expect(stream.headers['content-type']).toContain('text/event-stream');
      return stream.body
        .split('\n\n')
        .filter((block) => block.startsWith('id: '))
        .map((block) => {
          const [id, event, data] = block.split('\n');
          return {
            id: Number(id.slice(4)),
            event: event.slice(7),
            run: JSON.parse(data.slice(6)) as WorkflowRun,
          };
        });
    };

    const events = await follow();
    const last = events.at(-1)!;
    expect(last.event).toBe('done');
    expect(last.run).toMatchObject({ id: runId, status: 'succeeded' });
    expect(events.slice(0, -1).every((e) => e.event === 'progress')).toBe(true);
    const ids = events.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    // The stream's last event is the run as GET answers it.
    expect(last.run).toEqual((await call('GET', `/api/workflow-runs/${runId}`, headers)).json());

    // Back with the last id seen: nothing more, and the stream ends with the run.
    expect(await follow(last.id)).toEqual([]);
    // Back with an earlier id: only the run as it is now.
    const again = await follow(last.id - 1);
    expect(again.map((e) => [e.id, e.event])).toEqual([[last.id, 'done']]);
    // A Last-Event-ID that is not a revision counts as none.
    expect((await follow(Number.NaN)).map((e) => e.id)).toEqual([last.id]);
  });
});
