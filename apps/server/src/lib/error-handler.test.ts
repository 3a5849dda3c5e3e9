import { AUTH_MESSAGES, TEAM_MESSAGES } from '@atelier/contract';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signedInAdmin } from '../../test/helpers/admins';
import { bearer, createUser, tokenFor } from '../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { withFigures } from './error-codes';
import { AppError } from './errors';
import { DOMAIN_ERRORS, NON_BLANK_TEXT_PATTERN, TEXT_PATTERN } from './openapi-errors';

/** Routes that exist only in this test, to drive each kind of failure through the real handler. */
async function appWithProbeRoutes(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ env });
  t.app.post(
    '/api/probe/signup',
    { schema: { body: z.object({ email: z.email(), age: z.number().int().min(13) }) } },
    async () => ({ ok: true }),
  );
  t.app.get('/api/probe/conflict', async () => {
    throw new AppError('CONFLICT', 'An account with this email already exists');
  });
  t.app.get('/api/probe/taken', async () => {
    throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
  });
  t.app.get('/api/probe/capped', async () => {
    const values = { cap: '25.00', left: '0.50' };
    throw new AppError(
      'PAYMENT_REQUIRED',
      TEAM_MESSAGES.dailyCapReached(values.cap, values.left),
      withFigures(TEAM_MESSAGES.dailyCapReached, values),
    );
  });
  t.app.get('/api/probe/crash', async () => {
    throw new Error('password authentication failed at /srv/app/secret.ts:12');
  });
  t.app.get('/api/probe/sql', async () => {
    await t.runtime.db.execute(sql`SELECT * FROM table_that_is_not_there`);
    return { ok: true };
  });
  return t;
}

describe('the error handler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithProbeRoutes();
  });
  afterAll(() => t.close());

  it('answers 404 JSON for an unknown API path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ detail: 'Not found', code: 'common.notFound' });
    }
  });

  it('answers 405 naming the allowed methods for a path that exists under other methods', async () => {
    for (const method of ['DELETE', 'PUT', 'PATCH'] as const) {
      const response = await t.app.inject({ method, url: '/api/probe/signup' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(response.json()).toEqual({
        detail: 'This method is not allowed here.',
        code: 'common.methodNotAllowed',
      });
    }
    const health = await t.app.inject({ method: 'POST', url: '/api/health?x=1' });
    expect(health.statusCode).toBe(405);
    expect(health.headers.allow).toBe('GET, HEAD');
    // A path that is a route of its own answers with its own methods, though a parametric route
    // of another method (DELETE /api/workflows/:id) matches it too.
    const user = bearer(await tokenFor(t, await createUser(t)));
    const staff = bearer((await signedInAdmin(t)).token);
    for (const [method, url, allow, headers] of [
      ['DELETE', '/api/workflows/import', 'POST', user],
      ['PUT', '/api/admin/users/', 'GET, HEAD', staff],
      ['QUERY', '/api/health', 'GET, HEAD', {}],
    ] as const) {
      const response = await t.app.inject({ method: method as 'GET', url, headers });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow).toBe(allow);
    }
    const withParams = await t.app.inject({ method: 'PATCH', url: '/api/workflows/any-id' });
    expect(withParams.statusCode).toBe(405);
    expect(withParams.headers.allow).toBe('DELETE');
  });

  it("answers the router's own errors in the one shape, without echoing the URL", async () => {
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/help/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      detail: 'The request URL is not valid.',
      code: 'common.badUrl',
    });
    const longParam = await t.app.inject({ method: 'GET', url: `/api/help/${'x'.repeat(101)}` });
    expect(longParam.statusCode).toBe(404);
    expect(longParam.json()).toEqual({ detail: 'Not found', code: 'common.notFound' });
  });

  it('refuses NUL in a query string or path with 422, not a 500', async () => {
    for (const url of ['/api/prompt-database?q=%00', '/api/help/a%00b']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(422);
      expect(response.json<{ detail: string }>().detail).toContain('NUL character');
    }
  });

  it('lists every error status an operation can answer in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const codes = (path: string, method: string) =>
      Object.keys(doc.paths[path][method].responses).sort();
    expect(codes('/api/auth/me', 'get')).toEqual(['200', '400', '401', '403', '429', '500']);
    expect(codes('/api/health', 'get')).toEqual(['200', '400', '500', '503']);
    expect(codes('/api/workflows/{id}', 'delete')).toEqual(
      expect.arrayContaining(['401', '404', '422', '429']),
    );
    expect(codes('/api/generate-image', 'post')).toEqual(
      expect.arrayContaining(['401', '402', '413', '415', '422']),
    );
    expect(codes('/api/admin/users/', 'get')).toEqual(expect.arrayContaining(['401', '403']));
    for (const key of Object.keys(DOMAIN_ERRORS)) {
      const [method, url] = key.split(' ') as ['GET', string];
      expect(t.app.hasRoute({ method, url }), key).toBe(true);
    }
    expect(doc.paths['/api/auth/me'].get.responses['401']).toMatchObject({
      content: { 'application/json': { schema: { properties: { detail: { type: 'string' } } } } },
    });
  });

  it('documents the bodies that handlers read themselves (uploads, imports, video tiers)', async () => {
    type Schema = {
      properties: Record<string, { type?: string; format?: string; enum?: unknown[] }>;
      required?: string[];
      anyOf?: Schema[];
    };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>
      >;
    }>();
    const body = (path: string, type: string) =>
      doc.paths[path].post.requestBody?.content[type]?.schema;

    // One form per kind of tool, in JSON and in multipart alike.
    const [json] = body('/api/reimagine/generate', 'application/json')?.anyOf ?? [];
    const [form] = body('/api/reimagine/generate', 'multipart/form-data')?.anyOf ?? [];
    expect(json?.required).toEqual(['tool_type', 'prompt', 'image']);
    expect(json?.properties.parameters.type).toBe('object');
    expect(json?.properties.image.type).toBe('string');
    expect(form?.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(form?.properties.reference_images.type).toBe('array');
    // An object part is JSON text (OpenAPI's default for an object; the encoding says so).
    expect(form?.properties.parameters.type).toBe('object');
    const audio = body('/api/audio/generate', 'multipart/form-data')?.anyOf ?? [];
    expect(audio.at(-1)?.properties.refer_audio).toMatchObject({ format: 'binary' });
    expect(body('/api/auth/profile-picture', 'multipart/form-data')?.required).toEqual(['file']);
    expect(body('/api/workflows/import', 'application/json')?.anyOf).toHaveLength(2);

    const ultra = body('/api/generate-video', 'application/json')?.anyOf?.find(
      (form) => form.properties.model_type.enum?.[0] === 'ultra',
    );
    expect(ultra?.properties.duration.enum).toEqual([5, 6, 8]);
  });

  it('documents that a trimmed field must hold more than white space', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody: { content: Record<string, unknown> } }>>;
    }>();
    const body = doc.paths['/api/generate-image'].post.requestBody.content['application/json'];
    expect(body).toMatchObject({
      schema: { properties: { prompt: { pattern: NON_BLANK_TEXT_PATTERN } } },
    });
    // The custom prompt may be empty when a template is chosen, and must not be blank when not.
    const chat = doc.paths['/api/chat/generate'].post.requestBody.content['application/json'] as {
      schema: { allOf: { anyOf?: { properties: Record<string, { pattern?: string }> }[] }[] };
    };
    const prompts = chat.schema.allOf
      .flatMap((part) => part.anyOf ?? [])
      .flatMap((form) => form.properties.custom_prompt?.pattern ?? []);
    expect(prompts).toEqual([TEXT_PATTERN, NON_BLANK_TEXT_PATTERN]);
  });

  it('answers 422 naming the field for a validation failure', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/signup',
      payload: { email: 'not-an-email', age: 20 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string }>().detail).toMatch(/^email: /);
    // The field's text is the server's own; its code says what kind of error it is.
    expect(response.json<{ code: string }>().code).toBe('request.invalid');
  });

  it('names every failing field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/signup',
      payload: { email: 'a@b.co', age: 3 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string }>().detail).toContain('age');
  });

  it('answers 400 with a plain message for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'The request body is not valid JSON.',
      code: 'common.invalidJson',
    });
  });

  it('maps an AppError to its status and message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'An account with this email already exists',
      code: 'request.conflict',
    });
    // A text from the contract's catalogues is coded by its place there.
    const taken = await t.app.inject({ method: 'GET', url: '/api/probe/taken' });
    expect(taken.json()).toEqual({ detail: AUTH_MESSAGES.emailTaken, code: 'auth.emailTaken' });
  });

  it('codes a text with figures by its catalogue function and sends the figures as values', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/capped' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      detail: TEAM_MESSAGES.dailyCapReached('25.00', '0.50'),
      code: 'team.dailyCapReached',
      values: { cap: '25.00', left: '0.50' },
    });
    // Only a catalogue's function has a code to give.
    expect(() => withFigures((n: number) => `${n} things`, { n: 1 })).toThrow();
  });

  it('hides an unexpected error behind a generic 500 carrying the request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(response.statusCode).toBe(500);
    const { detail } = response.json<{ detail: string }>();
    expect(detail).not.toMatch(/password|secret|\/srv|\.ts|at /);
    expect(detail).toContain(response.headers['x-request-id'] as string);
  });

  it('never shows SQL in an answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/sql' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/table_that_is_not_there|SELECT|relation/i);
  });
});

describe('request limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithProbeRoutes({ RATE_LIMIT_MAX: '3', BODY_LIMIT_BYTES: '200' });
  });
  afterAll(() => t.close());

  it('refuses a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe/signup',
      payload: { email: `${'a'.repeat(300)}@b.co`, age: 20 },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail: 'The request body is too large.',
      code: 'common.bodyTooLarge',
    });
  });

  it('throttles the API with 429 but never the health check', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/probe/conflict' })).statusCode);
    }
    expect(statuses.slice(-1)[0]).toBe(429);
    const limited = await t.app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(limited.json<{ detail: string }>().detail).toMatch(/Too many requests/);
    for (let i = 0; i < 5; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });
});

describe('an oversized body over a real connection', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '1000' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /**
   * A client like Python's urllib: writes the whole request, and only then reads the answer.
   * Answered before the body was read, such a client saw a broken pipe, not the 413.
   */
  function sendAllThenRead(url: URL, body: string): Promise<string> {
    return new Promise((resolve) => {
      const socket = net.connect(Number(url.port), url.hostname);
      const received: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.on('error', (error) => resolve(`failed: ${error.message}`));
      socket.on('close', () => resolve(Buffer.concat(received).toString().split('\r\n')[0] ?? ''));
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(body, () => undefined);
    });
  }

  it('always lets the client read the 413, never a broken pipe (20 of 20)', async () => {
    const body = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(12 * 1024 * 1024) });
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      outcomes.push(await sendAllThenRead(new URL(base), body));
    }
    expect(outcomes).toEqual(Array(20).fill('HTTP/1.1 413 Payload Too Large'));
  });
});
