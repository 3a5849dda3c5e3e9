import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('GET /api/site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        BRAND_NAME: 'Studio Nine',
        SUPPORT_EMAIL: 'help@studio9.test',
        LEGAL_ENTITY: 'Jane Doe',
        COPILOT_URL: 'https://copilot.example/chat',
        SNAP_PIXEL_ID: 'snap-123',
      },
    });
  });
  afterAll(() => t.close());

  it('answers the brand the operator configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      brand_name: 'Studio Nine',
      support_email: 'help@studio9.test',
      legal_entity: 'Jane Doe',
      copilot_url: 'https://copilot.example/chat',
      pixels: { reddit: null, snap: 'snap-123' },
    });
  });
});
