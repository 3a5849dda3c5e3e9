import {
  ADMIN_CURATION_MESSAGES,
  ADMIN_MESSAGES,
  type AdminContentTemplateResponse,
  type AdminContentTemplatesResponse,
  type AdminGatingResponse,
  type AdminPlanGating,
  type ChatGenerateResponse,
  type CheckLimitResponse,
  type PlansResponse,
  type PromptTemplate,
  type Workflow,
  type WorkflowTemplate,
} from '@atelier/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../../test/helpers/admins';
import { bearer, createUser, tokenFor } from '../../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { adminAuditLogs } from '../../../db/schema';
import { PROMPT_TEMPLATES } from '../../prompts/template-catalogue';
import { WORKFLOW_TEMPLATES } from '../../workflows/template-catalogue';
import { anyCode } from '../../../../test/helpers/error-code';

describe('admin portal II: plan gating and template curation', () => {
  let t: TestApp;
  let full: { token: string; email: string };
  let manage: string;
  let others: string;
  let othersEmail: string;
  beforeAll(async () => {
    t = await createTestApp();
    full = await signedInAdmin(t, 'full_rights');
    manage = (await signedInAdmin(t, 'manage')).token;
    ({ token: others, email: othersEmail } = await signedInAdmin(t, 'others'));
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const lastAudit = async (action: string) =>
    (
      await t.runtime.db
        .select()
        .from(adminAuditLogs)
        .where(eq(adminAuditLogs.action, action))
        .orderBy(desc(adminAuditLogs.createdAt))
        .limit(1)
    )[0];

  it('gating: staff change a plan’s daily limits, the checks apply them at once, and reset them', async () => {
    expect((await call(others, 'GET', '/api/admin/features/gating')).statusCode).toBe(403);
    const user = await createUser(t, { plan: 'pro' });
    expect(
      (await call(await tokenFor(t, user), 'GET', '/api/admin/features/gating')).statusCode,
    ).toBe(401);
    const before = (
      await call(manage, 'GET', '/api/admin/features/gating')
    ).json<AdminGatingResponse>();
    expect(before.features.map((f) => f.key)).toEqual([
      'ai_prompts',
      'workflows',
      'ai_recommendations',
      'image_concepts',
      'video_concepts',
    ]);
    expect(before.plans.find((p) => p.plan === 'pro')).toMatchObject({
      limits: { ai_prompts: 50, workflows: 10 },
      defaults: { ai_prompts: 50, workflows: 10 },
      updated_by: null,
    });

    // Bad input: the plan's message, limits out of range, unknown or no features.
    const badPlan = await call(full.token, 'PUT', '/api/admin/features/gating/gold', {
      limits: { ai_prompts: 1 },
    });
    expect(badPlan.statusCode).toBe(422);
    expect(badPlan.json()).toEqual({
      detail: `plan: ${ADMIN_MESSAGES.invalidPlan}`,
      code: anyCode,
    });
    for (const limits of [{ ai_prompts: -2 }, { ai_prompts: 1.5 }, { ai_prompts: '3' }]) {
      const bad = await call(full.token, 'PUT', '/api/admin/features/gating/pro', { limits });
      expect(bad.statusCode).toBe(422);
      expect(bad.json<{ detail: string }>().detail).toContain(ADMIN_CURATION_MESSAGES.limitInvalid);
    }
    expect(
      (await call(full.token, 'PUT', '/api/admin/features/gating/pro', { limits: {} })).json(),
    ).toEqual({
      detail: `limits: ${ADMIN_CURATION_MESSAGES.nothingToChange}`,
      code: anyCode,
    });
    expect(
      (await call(full.token, 'PUT', '/api/admin/features/gating/pro', { limits: { images: 3 } }))
        .statusCode,
    ).toBe(422);

    const changed = await call(full.token, 'PUT', '/api/admin/features/gating/ Pro ', {
      limits: { ai_prompts: 2, workflows: 0 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AdminPlanGating>()).toMatchObject({
      plan: 'pro',
      limits: { ai_prompts: 2, workflows: 0, ai_recommendations: 20 },
      defaults: { ai_prompts: 50, workflows: 10 },
      updated_by: full.email,
    });
    const audit = await lastAudit('features.gating_changed');
    expect(audit?.target).toBe('pro');
    expect(audit?.summary).toMatchObject({
      before: { ai_prompts: 50, workflows: 10 },
      after: { ai_prompts: 2, workflows: 0 },
    });

    // The user's next requests see the new limits.
    const token = await tokenFor(t, user);
    const check = await call(token, 'GET', '/api/subscription/check-limit/ai_prompts');
    expect(check.json<CheckLimitResponse>().limit_info).toMatchObject({
      limit: 2,
      current_usage: 0,
    });
    expect(
      (await call(token, 'POST', '/api/usage/track', { feature_type: 'ai_prompts', count: 2 }))
        .statusCode,
    ).toBe(200);
    const over = await call(token, 'POST', '/api/usage/track', {
      feature_type: 'ai_prompts',
      count: 1,
    });
    expect(over.statusCode).toBe(429);
    expect(over.body).toContain('daily limit of 2 AI Prompts');
    expect(
      (await call(token, 'POST', '/api/usage/track', { feature_type: 'workflows', count: 1 }))
        .statusCode,
    ).toBe(429);
    const plans = (await t.app.inject({ url: '/api/subscription/plans' })).json<PlansResponse>();
    const pro = plans.plans.find((p) => p.id === 'pro');
    expect(pro?.limits.ai_prompts).toBe(2);
    expect(pro?.features.slice(0, 2)).toEqual(['2 AI prompts a day', 'No workflows']);
    // Other plans keep theirs.
    expect(plans.plans.find((p) => p.id === 'growth')?.limits.ai_prompts).toBe(200);

    // null (or the catalogue's own figure) puts a limit back.
    const reset = await call(full.token, 'PUT', '/api/admin/features/gating/pro', {
      limits: { ai_prompts: null, workflows: 10 },
    });
    expect(reset.json<AdminPlanGating>()).toMatchObject({
      limits: { ai_prompts: 50, workflows: 10 },
      updated_at: null,
    });
    expect(
      (
        await call(token, 'GET', '/api/subscription/check-limit/ai_prompts')
      ).json<CheckLimitResponse>().limit_info,
    ).toMatchObject({ limit: 50, current_usage: 2 });
  });

  it('content: staff write, edit and disable prompt templates, and users see it at once', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    expect((await call(token, 'GET', '/api/admin/content/templates')).statusCode).toBe(401);
    const all = (
      await call(others, 'GET', '/api/admin/content/templates')
    ).json<AdminContentTemplatesResponse>();
    expect(all.templates).toHaveLength(PROMPT_TEMPLATES.length + WORKFLOW_TEMPLATES.length);
    expect(all.templates[0]).toMatchObject({
      kind: 'prompt',
      source: 'catalogue',
      edited: false,
      active: true,
    });

    const blank = await call(others, 'POST', '/api/admin/content/templates/prompt', {
      title: '  ',
      description: 'x',
      category: 'Marketing',
      template: 'x',
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({
      code: anyCode,
      detail: `title: ${ADMIN_CURATION_MESSAGES.required('a title')}`,
    });

    const written = {
      title: 'Launch checklist!',
      description: 'A checklist for a product launch.',
      category: 'Marketing',
      template:
        'List what [product_name] needs before launching on [launch_date], then for [product_name] after.',
    };
    const created = await call(others, 'POST', '/api/admin/content/templates/prompt', written);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<AdminContentTemplateResponse>().template).toMatchObject({
      id: 'launch-checklist',
      source: 'staff',
      prompt: { variables: ['product_name', 'launch_date'] },
    });
    const again = await call(others, 'POST', '/api/admin/content/templates/prompt', written);
    expect(again.json<AdminContentTemplateResponse>().template.id).toBe('launch-checklist-2');
    expect((await lastAudit('content.template_created'))?.target).toBe('prompt:launch-checklist-2');

    // Users get it and can write from it.
    const listed = (await call(token, 'GET', '/api/prompt-templates')).json<PromptTemplate[]>();
    expect(listed.map((x) => x.id)).toContain('launch-checklist');
    const text = await call(token, 'POST', '/api/chat/generate', {
      template_id: 'launch-checklist',
      variables: { product_name: 'Lumen Lamp', launch_date: 'May 4' },
      provider: 'openai',
      model: 'gpt-4o',
      response_format: 'text',
    });
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json<ChatGenerateResponse>().response).toContain('Lumen Lamp');

    // A catalogue template edited keeps its place and id; disabled, users neither see nor use it.
    const first = PROMPT_TEMPLATES[0];
    const edited = await call(others, 'PUT', `/api/admin/content/templates/prompt/${first.id}`, {
      title: 'Marketing email (reviewed)',
      description: first.description,
      category: first.category,
      template: first.template,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AdminContentTemplateResponse>().template).toMatchObject({
      source: 'catalogue',
      edited: true,
      updated_by: othersEmail,
    });
    const afterEdit = (await call(token, 'GET', '/api/prompt-templates')).json<PromptTemplate[]>();
    expect(afterEdit[0]).toMatchObject({ id: first.id, title: 'Marketing email (reviewed)' });

    const disabled = await call(
      others,
      'PUT',
      `/api/admin/content/templates/prompt/${first.id}/status`,
      {
        active: false,
      },
    );
    expect(disabled.json<AdminContentTemplateResponse>()).toMatchObject({
      message: ADMIN_CURATION_MESSAGES.templateDisabled,
      template: { active: false, prompt: { title: 'Marketing email (reviewed)' } },
    });
    const hidden = (await call(token, 'GET', '/api/prompt-templates')).json<PromptTemplate[]>();
    expect(hidden.map((x) => x.id)).not.toContain(first.id);
    const refused = await call(token, 'POST', '/api/chat/generate', {
      template_id: first.id,
      variables: {},
      provider: 'openai',
      model: 'gpt-4o',
      response_format: 'text',
    });
    expect(refused.statusCode).toBe(422);
    expect(
      (
        await call(others, 'PUT', `/api/admin/content/templates/prompt/${first.id}/status`, {
          active: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await lastAudit('content.template_enabled'))?.target).toBe(`prompt:${first.id}`);

    const missing = await call(others, 'PUT', '/api/admin/content/templates/prompt/nope', written);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      detail: ADMIN_CURATION_MESSAGES.templateNotFound,
      code: anyCode,
    });
  });

  it('content: a workflow template staff write becomes a plan users start from; a disabled one cannot', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    const template = {
      name: 'Podcast launch',
      description: 'From idea to the first three episodes.',
      category: 'content_creation',
      difficulty: 'beginner',
      duration: '3 weeks',
      phases: [
        {
          title: 'Shape the show',
          description: 'Name, format and audience.',
          estimated_duration: '1 week',
          deliverables: ['Show brief'],
          recommended_tools: ['ChatGPT'],
        },
        {
          title: 'Record the pilot',
          description: 'Script, record and edit.',
          estimated_duration: '2 weeks',
          recommended_tools: ['ElevenLabs', 'ChatGPT'],
        },
      ],
      tags: ['podcast'],
    };
    const noPhases = await call(manage, 'POST', '/api/admin/content/templates/workflow', {
      ...template,
      phases: [],
    });
    expect(noPhases.json()).toEqual({
      detail: 'phases: Add at least one phase.',
      code: anyCode,
    });
    expect(
      (
        await call(manage, 'POST', '/api/admin/content/templates/workflow', {
          ...template,
          category: 'gardening',
        })
      ).statusCode,
    ).toBe(422);

    const created = await call(manage, 'POST', '/api/admin/content/templates/workflow', template);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<AdminContentTemplateResponse>().template.workflow).toMatchObject({
      id: 'podcast-launch',
      ai_tools: ['ChatGPT', 'ElevenLabs'],
      kra: '',
    });
    const listed = (await call(token, 'GET', '/api/workflows/templates')).json<
      WorkflowTemplate[]
    >();
    expect(listed.at(-1)?.id).toBe('podcast-launch');

    const started = await call(token, 'POST', '/api/workflows', {
      name: 'Podcast launch (copy)',
      description: 'Ours',
      category: 'content_creation',
      complexity_level: 'beginner',
      template_id: 'podcast-launch',
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json<Workflow>().steps.map((s) => s.title)).toEqual([
      'Shape the show',
      'Record the pilot',
    ]);

    await call(manage, 'PUT', '/api/admin/content/templates/workflow/podcast-launch/status', {
      active: false,
    });
    const after = (await call(token, 'GET', '/api/workflows/templates')).json<WorkflowTemplate[]>();
    expect(after.map((x) => x.id)).not.toContain('podcast-launch');
    const refused = await call(token, 'POST', '/api/workflows', {
      name: 'Again',
      description: 'Ours',
      category: 'content_creation',
      complexity_level: 'beginner',
      template_id: 'podcast-launch',
    });
    expect(refused.statusCode).toBe(422);
    const audit = await t.runtime.db
      .select()
      .from(adminAuditLogs)
      .where(
        and(
          eq(adminAuditLogs.action, 'content.template_disabled'),
          eq(adminAuditLogs.target, 'workflow:podcast-launch'),
        ),
      );
    expect(audit).toHaveLength(1);
  });
});
