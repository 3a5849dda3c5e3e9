import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { registerRateLimit } from './rate-limit';
import { anyCode } from '../../test/helpers/error-code';

/** The limiter alone, on routes that exist only here, with the real error handler. */
async function appWith(windowMs = 60_000) {
  const app = Fastify();
  registerRateLimit(app, { max: 3, windowMs });
  registerErrorHandler(app);
  app.get('/api/any', async () => ({ ok: true }));
  app.get('/api/other', async () => ({ ok: true }));
  app.post('/api/strict', { config: { rateLimit: { max: 1 } } }, async () => ({ ok: true }));
  app.get('/api/free', { config: { rateLimit: false } }, async () => ({ ok: true }));
  app.get('/page', async () => 'page');
  await app.ready();
  return app;
}

const statuses = async (app: Awaited<ReturnType<typeof appWith>>, url: string, times: number) => {
  const answers: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const method = url === '/api/strict' ? 'POST' : 'GET';
    answers.push((await app.inject({ method, url, remoteAddress: '10.0.0.1' })).statusCode);
  }
  return answers;
};

describe('the API rate limit', () => {
  let app: Awaited<ReturnType<typeof appWith>> | undefined;
  afterEach(async () => app?.close());

  it('counts every API route of an address together and answers 429 with Retry-After', async () => {
    app = await appWith();
    expect(await statuses(app, '/api/any', 2)).toEqual([200, 200]);
    expect(await statuses(app, '/api/other', 2)).toEqual([200, 429]);
    const refused = await app.inject({ url: '/api/any', remoteAddress: '10.0.0.1' });
    expect(refused.json()).toEqual({
      code: anyCode,
      detail: 'Too many requests. Please wait a moment and try again.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address has its own count.
    expect((await app.inject({ url: '/api/any', remoteAddress: '10.0.0.2' })).statusCode).toBe(200);
  });

  it("applies a route's own limit apart from the rest, and none where it is turned off", async () => {
    app = await appWith();
    expect(await statuses(app, '/api/strict', 2)).toEqual([200, 429]);
    expect(await statuses(app, '/api/any', 3)).toEqual([200, 200, 200]);
    expect(await statuses(app, '/api/free', 10)).toEqual(Array(10).fill(200));
    expect(await statuses(app, '/page', 10)).toEqual(Array(10).fill(200));
  });

  it('starts counting again when the window ends', async () => {
    app = await appWith(300);
    expect(await statuses(app, '/api/any', 4)).toEqual([200, 200, 200, 429]);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await statuses(app, '/api/any', 1)).toEqual([200]);
  });
});
