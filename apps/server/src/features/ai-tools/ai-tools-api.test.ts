import { AI_TASK_TYPES, type AiToolsResponse, type Recommendation } from '@atelier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
