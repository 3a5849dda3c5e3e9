import {
  AI_TASK_TYPES,
  MESSAGES,
  type AiToolsResponse,
  type CheckLimitResponse,
  type Recommendation,
  type UsageResponse,
} from '@atelier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/helpers/api-client';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('AI tools API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the directory without a token', async () => {
    const response = await t.app.inject({ url: '/api/ai-tools' });
    expect(response.statusCode).toBe(200);
    const { tools } = response.json<AiToolsResponse>();
    expect(tools.length).toBeGreaterThanOrEqual(80);
    const [first] = tools;
    expect(Object.keys(first ?? {}).sort()).toEqual(['category', 'description', 'name', 'url']);
    expect(first?.url).toMatch(/^https:\/\//);
  });

  it('recommends a tool for each of the ten task types', async () => {
    for (const { value } of AI_TASK_TYPES) {
      const response = await t.app.inject({ url: `/api/ai-tools/recommend?task_type=${value}` });
      expect(response.statusCode).toBe(200);
      const body = response.json<Recommendation>();
      expect(body.task_type).toBe(value);
      for (const field of [body.tool, body.provider, body.model, body.reason]) {
        expect(field.length).toBeGreaterThan(0);
      }
    }
  });

  it('answers 422 naming task_type for an unknown or missing task type', async () => {
    for (const url of ['/api/ai-tools/recommend?task_type=astrology', '/api/ai-tools/recommend']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ detail: string }>().detail).toContain('task_type');
    }
  });

  describe('the daily AI Recommendations', () => {
    const { signedIn, get } = apiClient(() => t);
    const recommendFor = (headers: Record<string, string>, taskType = 'automation') =>
      get(`/api/ai-tools/recommend?task_type=${taskType}`, headers);
    const usedToday = async (headers: Record<string, string>) =>
      (await get('/api/subscription/usage', headers)).json<UsageResponse>().current_usage
        .ai_recommendations;

    it('counts each signed-in answer and refuses the sixth of a starter day with the limit dialog text', async () => {
      const { headers } = await signedIn();
      for (let i = 0; i < 5; i += 1) {
        expect((await recommendFor(headers, AI_TASK_TYPES[i]?.value)).statusCode).toBe(200);
      }
      expect(await usedToday(headers)).toBe(5);
      const check = await get('/api/subscription/check-limit/ai_recommendations', headers);
      expect(check.json<CheckLimitResponse>()).toEqual({
        can_use: false,
        limit_info: { limit: 5, current_usage: 5, percentage_used: 100 },
      });
      const refused = await recommendFor(headers);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'common.limitDialogBody',
        detail: MESSAGES.limitDialogBody(5, 'AI Recommendations'),
        feature_type: 'ai_recommendations',
        limit: 5,
      });
      expect(await usedToday(headers)).toBe(5);
    });

    it('counts nothing for an invalid task type, and nothing for an anonymous caller', async () => {
      const { headers } = await signedIn();
      expect((await recommendFor(headers, 'astrology')).statusCode).toBe(422);
      expect(await usedToday(headers)).toBe(0);
      for (let i = 0; i < 6; i += 1) expect((await recommendFor({})).statusCode).toBe(200);
      expect((await recommendFor(headers)).statusCode).toBe(200);
      expect(await usedToday(headers)).toBe(1);
    });

    it('refuses a token that is not valid instead of answering as if anonymous', async () => {
      const bad = { authorization: 'Bearer not-a-token' };
      expect((await recommendFor(bad)).statusCode).toBe(401);
      // Before reading the query, as on every signed-in route.
      expect((await recommendFor(bad, 'astrology')).statusCode).toBe(401);
    });
  });
});
