import { WorkflowGraph, type WorkflowRun } from '@atelier/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, grantCredits, tokenFor } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { until } from '../../../test/helpers/until';
import { checkGraph } from './check-graph';
import { TEMPLATE_GRAPHS } from './template-graphs';

/**
 * Issue 49: at least ten workflow templates carry a graph that runs on the local engines out of
 * the box, and a workflow made from one of them starts with a copy of it.
 */
describe('runnable workflow templates', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Tests poll their runs every 50 ms, from one address: far past the per-address limit.
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has at least ten, each a graph the editor would save', () => {
    expect(Object.keys(TEMPLATE_GRAPHS).length).toBeGreaterThanOrEqual(10);
    for (const [id, graph] of Object.entries(TEMPLATE_GRAPHS)) {
      expect({ id, problems: checkGraph(WorkflowGraph.parse(graph)) }).toEqual({
        id,
        problems: [],
      });
    }
  });

  it('marks the runnable ones in the templates list, each with its estimate', async () => {
    const user = await createUser(t, { plan: 'growth' });
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/workflows/templates',
      headers: bearer(await tokenFor(t, user)),
    });
    const templates =
      answer.json<{ id: string; runnable: boolean; estimate_credits: number | null }[]>();
    const runnable = templates.filter((template) => template.runnable);
    expect(runnable.map((template) => template.id).sort()).toEqual(
      Object.keys(TEMPLATE_GRAPHS).sort(),
    );
    for (const template of runnable) expect(template.estimate_credits).toEqual(expect.any(Number));
    // A graph with a paid step is priced: the product launch kit makes an image ad and a video.
    expect(Math.max(...runnable.map((template) => template.estimate_credits ?? 0))).toBeGreaterThan(
      0,
    );
    for (const template of templates.filter((candidate) => !candidate.runnable)) {
      expect(template.estimate_credits).toBeNull();
    }
  });

  it('runs each on the local engines from a workflow made from its template', async () => {
    const user = await createUser(t, { plan: 'growth' });
    await grantCredits(t, user.id, 200);
    const headers = bearer(await tokenFor(t, user));
    const photo = await sharp({
      create: { width: 256, height: 256, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const samples: Record<string, string> = {
      product: 'Aurora desk lamp',
      photo: `data:image/png;base64,${photo.toString('base64')}`,
      offer: 'a free trial',
      audience: 'small bakeries',
      pillar: 'home composting',
      subtopics: 'bins\nworms\nleaves',
      topic: 'alpine lakes',
      posts: 'Spring menu\nMeet the team',
      episode: 'How a village saved its bakery',
      course: 'watercolour basics',
      company: 'Northwind',
      subject: 'the water cycle',
      activities: 'evaporation demo\nrain in a jar',
    };
    for (const [templateId, graph] of Object.entries(TEMPLATE_GRAPHS)) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/workflows',
        headers,
        payload: {
          name: templateId,
          description: 'From the template',
          category: 'marketing',
          template_id: templateId,
        },
      });
      expect({ templateId, status: created.statusCode, body: created.body }).toMatchObject({
        templateId,
        status: 201,
      });
      const workflowId = created.json<{ id: string }>().id;
      const copied = await t.app.inject({ url: `/api/workflows/${workflowId}/graph`, headers });
      expect(copied.json()).toMatchObject({
        version: 1,
        nodes: graph.nodes.map((n) => ({ id: n.id, tool: n.tool })),
      });
      const inputs = Object.fromEntries(
        Object.keys(graph.inputs ?? {}).map((name) => [name, samples[name]]),
      );
      const started = await t.app.inject({
        method: 'POST',
        url: `/api/workflows/${workflowId}/runs`,
        headers,
        payload: { inputs },
      });
      expect({ templateId, status: started.statusCode }).toEqual({ templateId, status: 202 });
      const runId = started.json<{ run_id: string }>().run_id;
      let run: WorkflowRun | undefined;
      await until(async () => {
        run = (
          await t.app.inject({ url: `/api/workflow-runs/${runId}`, headers })
        ).json<WorkflowRun>();
        return ['succeeded', 'failed', 'cancelled'].includes(run.status);
      }, 90_000);
      expect({ templateId, status: run?.status, error: run?.error }).toEqual({
        templateId,
        status: 'succeeded',
        error: null,
      });
      expect(run!.credits_charged).toBeLessThanOrEqual(run!.estimate_credits);
    }
  }, 600_000);
});
