import { gunzipSync } from 'node:zlib';
import {
  WORKFLOW_MESSAGES,
  type SharedWorkflow,
  type ShareWorkflowResponse,
  type Workflow,
  type WorkflowExport,
  type WorkflowTemplate,
} from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { usageCounters, workflowSteps, workflows } from '../../db/schema';
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
  afterEach(() => {
    vi.useRealTimers();
  });

  async function signedIn(plan?: string) {
    const user = await createUser(t, { plan });
    return { user, headers: bearer(await tokenFor(t, user)) };
  }
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers = {},
    payload?: object | string,
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
    for (const path of ['share', 'export']) {
      const method = path === 'share' ? 'POST' : 'GET';
      const url = `/api/workflows/${workflow.id}/${path}`;
      expect((await call(method, url, other.headers)).statusCode).toBe(404);
    }
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

  describe('sharing', () => {
    const DAY_MS = 24 * 60 * 60 * 1000;

    it('gives a 30-day link that opens a read-only view without a token, then expires', async () => {
      const { headers } = await signedIn();
      const workflow = (await call('POST', '/api/workflows', headers, form)).json<Workflow>();
      await call(
        'PUT',
        `/api/workflows/${workflow.id}/steps/${workflow.steps[0]?.id}/status?status=completed`,
        headers,
      );
      const sharedAt = Date.now();
      const shared = await call('POST', `/api/workflows/${workflow.id}/share`, headers);
      expect(shared.statusCode).toBe(200);
      const { share_link, expires_at } = shared.json<ShareWorkflowResponse>();
      expect(share_link).toMatch(/^http:\/\/localhost:8080\/shared\/workflows\/[\w-]{20,}$/);
      const lifetime = Date.parse(expires_at) - sharedAt;
      expect(lifetime).toBeGreaterThan(30 * DAY_MS - 60_000);
      expect(lifetime).toBeLessThanOrEqual(30 * DAY_MS + 1000);

      const publicUrl = `/api/shared/workflows/${share_link.split('/').pop()}`;
      const view = await call('GET', publicUrl);
      expect(view.statusCode).toBe(200);
      const body = view.json<SharedWorkflow>();
      expect(body.expires_at).toBe(expires_at);
      expect(body.workflow).toMatchObject({ name: form.name, progress: 25 });
      expect(JSON.stringify(body)).not.toContain(workflow.id);
      expect(body.workflow.steps.map((s) => s.title)).toEqual(workflow.steps.map((s) => s.title));

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.parse(expires_at) - 60_000);
      expect((await call('GET', publicUrl)).statusCode).toBe(200);
      vi.setSystemTime(Date.parse(expires_at) + 1000);
      const expired = await call('GET', publicUrl);
      expect(expired.statusCode).toBe(410);
      expect(expired.json<{ detail: string }>().detail).toBe(WORKFLOW_MESSAGES.shareExpired);
    });

    it('answers an unknown link with 404 and a deleted workflow takes its links along', async () => {
      const { headers } = await signedIn();
      const workflow = (await call('POST', '/api/workflows', headers, form)).json<Workflow>();
      const { share_link } = (
        await call('POST', `/api/workflows/${workflow.id}/share`, headers)
      ).json<ShareWorkflowResponse>();
      const token = share_link.split('/').pop() ?? '';
      expect((await call('GET', `/api/shared/workflows/${token}x`)).statusCode).toBe(404);
      await call('DELETE', `/api/workflows/${workflow.id}`, headers);
      const gone = await call('GET', `/api/shared/workflows/${token}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json<{ detail: string }>().detail).toBe(WORKFLOW_MESSAGES.shareNotFound);
    });
  });

  describe('export and import', () => {
    async function workflowsOf(userId: string) {
      return t.runtime.db.select().from(workflows).where(eq(workflows.userId, userId));
    }
    /** What must survive a round trip: everything but ids and dates. */
    function content(workflow: Workflow) {
      const { id: _id, created_at: _c, updated_at: _u, template_id: _t, ...rest } = workflow;
      return { ...rest, steps: rest.steps.map(({ id: _stepId, ...step }) => step) };
    }

    it('exports a file that imports back to an equal workflow, statuses included', async () => {
      const { headers } = await signedIn();
      const workflow = (await call('POST', '/api/workflows', headers, form)).json<Workflow>();
      const [first, second] = workflow.steps;
      const url = (stepId = '', status: string) =>
        `/api/workflows/${workflow.id}/steps/${stepId}/status?status=${status}`;
      await call('PUT', url(first?.id, 'completed'), headers);
      const original = (await call('PUT', url(second?.id, 'blocked'), headers)).json<Workflow>();

      const exported = await call('GET', `/api/workflows/${workflow.id}/export`, headers);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toBe(
        'attachment; filename="spring-launch.workflow.json"',
      );
      const file = exported.json<WorkflowExport>();
      expect(file).toMatchObject({ format: 'atelier.workflow', version: 1 });

      const imported = await call('POST', '/api/workflows/import', headers, file);
      expect(imported.statusCode).toBe(201);
      const copy = imported.json<Workflow>();
      expect(copy.id).not.toBe(workflow.id);
      expect(content(copy)).toEqual(content(original));
      expect(copy.progress).toBe(25);
    });

    it('imports a bare workflow, as listed by the API or written by hand', async () => {
      const { headers } = await signedIn();
      const imported = await call('POST', '/api/workflows/import', headers, {
        name: 'Hand-written plan',
        description: 'Two steps, one done',
        steps: [
          { step_number: 2, title: 'Ship', status: 'pending' },
          { step_number: 1, title: 'Draft', status: 'completed' },
        ],
      });
      expect(imported.statusCode).toBe(201);
      const workflow = imported.json<Workflow>();
      expect(workflow.steps.map((s) => [s.step_number, s.title])).toEqual([
        [1, 'Draft'],
        [2, 'Ship'],
      ]);
      expect(workflow).toMatchObject({ category: 'operations', progress: 50, status: 'active' });
    });

    it.each([
      ['a JSON that is no workflow', { hello: 'world' }, 422, 'name'],
      ['an export of another format', { format: 'n8n', workflow: {} }, 422, 'format'],
      [
        'a step with an unknown status',
        { name: 'x', description: 'y', steps: [{ title: 'a', status: 'done' }] },
        422,
        'steps.0.status',
      ],
      ['a list', [1, 2, 3], 422, 'object'],
    ])('refuses %s with the spec message and creates nothing', async (_, body, status, hint) => {
      const { user, headers } = await signedIn();
      const refused = await call('POST', '/api/workflows/import', headers, body);
      expect(refused.statusCode).toBe(status);
      const answer = refused.json<{ detail: string; errors: string[] }>();
      expect(answer.detail).toBe(WORKFLOW_MESSAGES.importFailed);
      expect(answer.errors.join(' ')).toContain(hint);
      expect(await workflowsOf(user.id)).toHaveLength(0);
    });

    it('refuses a malformed and an oversized file the same way', async () => {
      const { user, headers } = await signedIn();
      const json = { ...headers, 'content-type': 'application/json' };
      const malformed = await call('POST', '/api/workflows/import', json, '{"name": "x",');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ detail: string }>().detail).toBe(WORKFLOW_MESSAGES.importFailed);
      const huge = JSON.stringify({
        name: 'Huge',
        description: 'x'.repeat(300 * 1024),
      });
      const oversized = await call('POST', '/api/workflows/import', json, huge);
      expect(oversized.statusCode).toBe(413);
      expect(oversized.json<{ detail: string; errors: string[] }>()).toMatchObject({
        detail: WORKFLOW_MESSAGES.importFailed,
        errors: ['The file is larger than 256 KB.'],
      });
      expect(await workflowsOf(user.id)).toHaveLength(0);
    });

    it('needs a token, and counts imports against the daily limit', async () => {
      expect((await call('POST', '/api/workflows/import', {}, { name: 'a' })).statusCode).toBe(401);
      const { user, headers } = await signedIn();
      const plan = { name: 'Plan', description: 'd' };
      for (let i = 0; i < 3; i += 1) {
        expect((await call('POST', '/api/workflows/import', headers, plan)).statusCode).toBe(201);
      }
      expect((await call('POST', '/api/workflows/import', headers, plan)).statusCode).toBe(429);
      expect(await workflowsOf(user.id)).toHaveLength(3);
    });
  });

  describe('the list', () => {
    it('is gzipped for a client that accepts it, as browsers do', async () => {
      const { headers } = await signedIn();
      await call('POST', '/api/workflows', headers, form);
      const plain = await call('GET', '/api/workflows', headers);
      const zipped = await call('GET', '/api/workflows', {
        ...headers,
        'accept-encoding': 'gzip, deflate, br',
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    });

    it('is fresh in another process after every kind of change', async () => {
      const second = await createTestApp({ shareDatabaseOf: t });
      try {
        const { headers } = await signedIn();
        const list = async () =>
          (await second.app.inject({ url: '/api/workflows', headers })).json<Workflow[]>();
        const workflow = (await call('POST', '/api/workflows', headers, form)).json<Workflow>();
        expect((await list()).map((w) => w.progress)).toEqual([0]);
        await call(
          'PUT',
          `/api/workflows/${workflow.id}/steps/${workflow.steps[0]?.id}/status?status=completed`,
          headers,
        );
        expect((await list()).map((w) => w.progress)).toEqual([25]);
        await call('POST', '/api/workflows/import', headers, { name: 'B', description: 'b' });
        expect((await list()).map((w) => w.name)).toEqual(['B', form.name]);
        await call('DELETE', `/api/workflows/${workflow.id}`, headers);
        expect((await list()).map((w) => w.name)).toEqual(['B']);
      } finally {
        await second.close();
      }
    });

    it('takes the same queries for 1 workflow as for 40, and one while nothing changed', async () => {
      const small = await signedIn();
      const large = await signedIn();
      await call('POST', '/api/workflows', small.headers, form);
      const rows = await t.runtime.db
        .insert(workflows)
        .values(
          Array.from({ length: 40 }, (_, i) => ({
            userId: large.user.id,
            name: `Plan ${i}`,
            description: 'd',
            category: 'marketing',
            difficulty: 'beginner',
            estimatedTimeline: '1 week',
          })),
        )
        .returning({ id: workflows.id });
      await t.runtime.db.insert(workflowSteps).values(
        rows.flatMap((row) =>
          Array.from({ length: 10 }, (_, i) => ({
            workflowId: row.id,
            stepNumber: i + 1,
            title: `Step ${i + 1}`,
            description: '',
            estimatedDuration: '1 day',
            recommendedTools: [],
            deliverables: [],
          })),
        ),
      );
      // Signed-in principals are cached after their first request; warm both the same way.
      await call('GET', '/api/workflows/templates', small.headers);
      await call('GET', '/api/workflows/templates', large.headers);
      const queries = vi.spyOn(t.runtime.pool, 'query');
      const countQueries = async (headers: Record<string, string>) => {
        queries.mockClear();
        const answer = await call('GET', '/api/workflows', headers);
        expect(answer.statusCode).toBe(200);
        return { count: queries.mock.calls.length, listed: answer.json<Workflow[]>() };
      };
      const one = await countQueries(small.headers);
      const forty = await countQueries(large.headers);
      const again = await countQueries(large.headers);
      queries.mockRestore();
      expect(one.listed).toHaveLength(1);
      expect(forty.listed).toHaveLength(40);
      expect(forty.listed.every((w) => w.steps.length === 10)).toBe(true);
      expect(forty.count).toBe(one.count);
      expect(forty.count).toBeLessThanOrEqual(3);
      expect(again.count).toBe(1);
      expect(again.listed).toEqual(forty.listed);
    });
  });
});
