import type { Workflow } from '@atelier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/helpers/factories';
import { startOpenAiDouble, type OpenAiDouble } from '../../../test/helpers/openai-double';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { planSteps } from './plan-steps';

/** With a text provider configured, a form's plan is drafted by it, within the local plan's frame. */
describe('AI-drafted workflow plans', () => {
  let t: TestApp;
  let openai: OpenAiDouble;
  beforeAll(async () => {
    openai = await startOpenAiDouble({ apiKey: 'sk-test' });
    t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.url } });
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });

  const form = {
    name: 'Podcast relaunch',
    description: 'Relaunch our podcast with AI-assisted editing and show notes',
    category: 'content_creation',
    phases: 'Plan, Produce, Publish',
    ai_tools_needed: 'Descript',
  };
  const create = async () => {
    const user = await createUser(t);
    const headers = bearer(await tokenFor(t, user));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/workflows',
      headers,
      payload: form,
    });
    expect(answer.statusCode).toBe(201);
    return answer.json<Workflow>();
  };
  const draftStep = (title: string, tools: string[]) => ({
    title,
    description: `Drafted: ${title} for the podcast`,
    estimated_duration: '4 days',
    deliverables: [`${title} checklist`],
    recommended_tools: tools,
  });

  it('uses the drafted steps, keeping only tools from the directory or the form', async () => {
    openai.reply(
      '```json\n' +
        JSON.stringify({
          steps: [
            draftStep('Plan the season', ['ChatGPT', 'Made-up Tool']),
            draftStep('Record and edit', ['descript']),
            draftStep('Publish everywhere', ['Unknown']),
          ],
        }) +
        '\n```',
    );
    const workflow = await create();
    const call = openai.calls.at(-1);
    expect(call?.prompt).toContain('Podcast relaunch');
    expect(call?.system).toContain('JSON only');
    expect(workflow.steps.map((s) => s.description)).toEqual([
      'Drafted: Plan the season for the podcast',
      'Drafted: Record and edit for the podcast',
      'Drafted: Publish everywhere for the podcast',
    ]);
    expect(workflow.steps[0]?.recommended_tools).toEqual(['ChatGPT']);
    expect(workflow.steps[1]?.recommended_tools).toEqual(['Descript']);
    // Nothing usable was recommended: the local planner's tools for that step stay.
    expect(workflow.steps[2]?.recommended_tools.length).toBeGreaterThan(0);
    expect(workflow.steps[2]?.recommended_tools).not.toContain('Unknown');
  });

  it.each([
    ['prose instead of JSON', () => openai.reply('Here is a great plan: plan, produce, publish.')],
    [
      'the wrong number of steps',
      () => openai.reply(JSON.stringify({ steps: [draftStep('Only one', [])] })),
    ],
    ['a provider error', () => openai.fail(500, 'The server had an error')],
  ])('keeps the local plan after %s', async (_, arrange) => {
    arrange();
    const workflow = await create();
    const local = planSteps({
      ...form,
      category: 'content_creation',
      phases: ['Plan', 'Produce', 'Publish'],
      ai_tools_needed: ['Descript'],
      timeline_preference: 'standard',
      complexity_level: 'beginner',
    });
    expect(workflow.steps.map((s) => s.description)).toEqual(local.map((s) => s.description));
  });
});
