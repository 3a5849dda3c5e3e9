import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('closing the app', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get('/api/probe/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      return { finished: true };
    });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('finishes the requests in flight and refuses new ones', async () => {
    const inFlight = fetch(`${baseUrl}/api/probe/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = t.app.close();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
  });
});
