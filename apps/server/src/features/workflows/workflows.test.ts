import type { Workflow, WorkflowTemplate } from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageCounters, workflows } from '../../db/schema';
import { bearer, createUser, tokenFor } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('workflows API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedIn(plan?: string) {
    const user = await createUser(t, { plan });
    return { user, headers: bearer(await tokenFor(t, user)) };
  }
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers = {},
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });

  const form = {
    name: 'Spring launch',
    description: 'Launch the spring collection with AI-made assets',
    category: 'marketing',
    phases: 'Research, Content creation, Launch, Measure results',
    ai_tools_needed: 'ChatGPT, Midjourney',
    kra: 'Awareness',
    kpi: '10,000 visits in 30 days',
    target_audience: 'young professionals',
    timeline_preference: 'quick',
    complexity_level: 'intermediate',
  };

  it('needs a token for the lists', async () => {
    expect((await call('GET', '/api/workflows')).statusCode).toBe(401);
    expect((await call('GET', '/api/workflows/templates')).statusCode).toBe(401);
  });

  it('creates a workflow from the form with one step per phase, and lists it', async () => {
    const { headers } = await signedIn();
    const created = await call('POST', '/api/workflows', headers, form);
    expect(created.statusCode).toBe(201);
    const workflow = created.json<Workflow>();
    expect(workflow).toMatchObject({
      name: 'Spring launch',
      category: 'marketing',
      difficulty: 'intermediate',
      status: 'active',
      progress: 0,
    });
    expect(workflow.steps.map((s) => s.step_number)).toEqual([1, 2, 3, 4]);
    expect(workflow.steps[0]?.title).toMatch(/research/i);
    expect(workflow.steps.every((s) => s.status === 'pending')).toBe(true);
    expect(workflow.steps.flatMap((s) => s.recommended_tools)).toContain('ChatGPT');
    const list = (await call('GET', '/api/workflows', headers)).json<Workflow[]>();
    expect(list.map((w) => w.id)).toEqual([workflow.id]);
  });

  it('refuses a form without name or description, naming the field, and creates nothing', async () => {
    const { user, headers } = await signedIn();
    const noName = await call('POST', '/api/workflows', headers, { ...form, name: ' ' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json<{ detail: string }>().detail).toContain('name');
    const badCategory = await call('POST', '/api/workflows', headers, {
      ...form,
      category: 'cooking',
    });
    expect(badCategory.statusCode).toBe(422);
    const rows = await t.runtime.db.select().from(workflows).where(eq(workflows.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('serves at least 30 templates and creates from one, its phases becoming the steps', async () => {
    const { headers } = await signedIn();
    const templates = (await call('GET', '/api/workflows/templates', headers)).json<
      WorkflowTemplate[]
    >();
    expect(templates.length).toBeGreaterThanOrEqual(30);
    const template = templates[0];
    const created = await call('POST', '/api/workflows', headers, {
      name: `${template.name} (Copy)`,
      description: template.description,
      category: template.category,
      complexity_level: template.difficulty,
      template_id: template.id,
    });
    expect(created.statusCode).toBe(201);
    const workflow = created.json<Workflow>();
    expect(workflow.template_id).toBe(template.id);
    expect(workflow.steps.map((s) => s.title)).toEqual(template.phases.map((p) => p.title));
  });

  it('moves steps and recomputes progress; all done completes the workflow', async () => {
    const { headers } = await signedIn();
    const workflow = (await call('POST', '/api/workflows', headers, form)).json<Workflow>();
    const [first, second] = workflow.steps;
    const url = (stepId: string, status: string) =>
      `/api/workflows/${workflow.id}/steps/${stepId}/status?status=${status}`;
    await call('PUT', url(first?.id, 'completed'), headers);
    const after = (await call('PUT', url(second?.id, 'completed'), headers)).json<Workflow>();
    expect(after.progress).toBe(50);
    expect(after.status).toBe('active');
    const bad = await call('PUT', url(first?.id, 'done'), headers);
    expect(bad.statusCode).toBe(422);
    for (const step of workflow.steps) await call('PUT', url(step.id, 'completed'), headers);
    const done = (await call('GET', '/api/workflows', headers)).json<Workflow[]>()[0];
    expect(done).toMatchObject({ progress: 100, status: 'completed' });
  });

  it("answers 404 for another user's workflow on every call", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const workflow = (await call('POST', '/api/workflows', owner.headers, form)).json<Workflow>();
    const step = workflow.steps[0]?.id;
    expect((await call('DELETE', `/api/workflows/${workflow.id}`, other.headers)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(
          'PUT',
          `/api/workflows/${workflow.id}/steps/${step}/status?status=completed`,
          other.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/workflows', other.headers)).json<Workflow[]>()).toEqual([]);
    expect((await call('DELETE', `/api/workflows/${workflow.id}`, owner.headers)).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/workflows', owner.headers)).json<Workflow[]>()).toEqual([]);
  });

  it('counts creations against the daily limit and refuses at it without creating', async () => {
    const { user, headers } = await signedIn();
    await call('POST', '/api/workflows', headers, form);
    const [counter] = await t.runtime.db
      .select()
      .from(usageCounters)
      .where(and(eq(usageCounters.userId, user.id), eq(usageCounters.feature, 'workflows')));
    expect(counter?.count).toBe(1);
    // Starter allows 3 a day.
    await call('POST', '/api/workflows', headers, form);
    await call('POST', '/api/workflows', headers, form);
    const refused = await call('POST', '/api/workflows', headers, form);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ detail: string }>().detail).toContain(
      "You've reached your daily limit of 3 Workflows",
    );
    const rows = await t.runtime.db.select().from(workflows).where(eq(workflows.userId, user.id));
    expect(rows).toHaveLength(3);
  });
});
