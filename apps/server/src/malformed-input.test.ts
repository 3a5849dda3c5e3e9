import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../test/helpers/admins';
import { bearer, createUser, grantCredits, tokenFor } from '../test/helpers/factories';
import { multipartForm } from '../test/helpers/multipart';
import { createTestApp, type TestApp } from '../test/helpers/test-app';

/** The parts of the OpenAPI document this test reads. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  /** A number (JSON Schema) or, beside `minimum`, a flag (OpenAPI 3.0). */
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

/**
 * One form of a body the document shows as several (one per tool, `anyOf`) or as parts that
 * all hold (`allOf`): the first of each choice, its parts' properties together.
 */
function oneForm(schema: Schema | undefined): Schema | undefined {
  if (!schema || schema.properties) return schema;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return oneForm(choices[0]);
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map(oneForm);
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part?.properties ?? {})) as Record<
      string,
      Schema
    >,
    required: parts.flatMap((part) => part?.required ?? []),
  };
}

/** Strings that a field's pattern may take: the first it matches (within its lengths) is used. */
const PATTERN_CANDIDATES = [
  'abc',
  'Abc-123',
  '2026-01-01',
  '12:30',
  '+14155550100',
  '#3366ff',
  'en',
  'https://example.com/a.png',
  'someone@example.com',
  '',
];

function exampleText(schema: Schema, name: string): string {
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const match = [randomUUID(), ...PATTERN_CANDIDATES].find(
      (text) => pattern.test(text) && fits(text),
    );
    if (match !== undefined) return match;
  }
  if (schema.format === 'email' || /email/.test(name)) return `someone-${randomUUID()}@example.com`;
  if (/plan/.test(name)) return 'pro';
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format?.startsWith('uri')) return 'https://example.com/a.png';
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'date') return '2026-01-01';
  return 'x'.repeat(Math.max(schema.minLength ?? 0, 3));
}

/**
 * A value the schema accepts as far as a simple reading goes: enums, formats, lengths, bounds,
 * and patterns through a few likely strings; a field named like an email address gets one.
 */
function example(schema: Schema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return example(options.find((option) => option.type !== 'null') ?? options[0], name);
  const type = [schema.type].flat().find((kind) => kind !== 'null');
  switch (type) {
    case 'string':
      return exampleText(schema, name);
    case 'number':
    case 'integer': {
      if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
      const least = schema.minimum ?? 1;
      return schema.exclusiveMinimum === true ? least + 1 : least;
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () =>
        example(schema.items ?? {}, name),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          example(property, key),
        ]),
      );
    default:
      return 'x';
  }
}

/** Values at and past the edges of what a field of each kind could mean. */
function edgeValues(schema: Schema): { label: string; value: unknown }[] {
  const type = [schema.type ?? (schema.anyOf ?? schema.oneOf)?.[0]?.type].flat()[0];
  const common = [{ label: 'null', value: null }];
  if (type === 'number' || type === 'integer') {
    return [
      ...common,
      { label: 'past int4', value: 2_147_483_648 },
      { label: 'below int4', value: -2_147_483_649 },
      { label: 'huge', value: 1e308 },
      { label: 'negative', value: -1 },
      { label: 'fraction', value: 0.5 },
    ];
  }
  if (type === 'array') {
    return [
      ...common,
      { label: 'empty list', value: [] },
      {
        label: 'long list',
        value: Array.from({ length: 5000 }, () => example(schema.items ?? {})),
      },
    ];
  }
  if (type === 'object') return [...common, { label: 'empty object', value: {} }];
  return [
    ...common,
    { label: 'empty', value: '' },
    { label: 'blank', value: '   ' },
    { label: '200,000 characters', value: 'x'.repeat(200_000) },
    { label: 'markup and quotes', value: `<script>alert(1)</script>' OR '1'='1` },
  ];
}
interface Operation {
  security?: Record<string, unknown>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** A value of the wrong kind for each property the body declares. */
function wrongTypes(schema: Schema | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const type = Array.isArray(property.type) ? property.type[0] : property.type;
    body[name] =
      type === 'string'
        ? 12345
        : type === 'number' || type === 'integer'
          ? 'twelve'
          : type === 'boolean'
            ? 'yes'
            : type === 'array'
              ? { not: 'a list' }
              : 'not an object';
  }
  return body;
}

/** A form whose file part stops in the middle, as when an upload is cut off. */
const CUT_SHORT = (() => {
  const { headers, payload } = multipartForm([
    { name: 'file', value: Buffer.alloc(4096, 7), filename: 'photo.png' },
  ]);
  return { type: headers['content-type'], payload: payload.subarray(0, 300).toString('latin1') };
})();

/** Every string property holding text PostgreSQL cannot store (a NUL) or odd Unicode. */
function oddText(schema: Schema | undefined, text: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema?.properties ?? {})
      .filter(([, property]) => [property.type].flat().includes('string'))
      .map(([name]) => [name, text]),
  );
}

/** Bodies no user should be able to turn into a server error. */
interface BadBody {
  label: string;
  payload?: string;
  type?: string;
}

function badBodies(operation: Operation): BadBody[] {
  const json = oneForm(operation.requestBody?.content?.['application/json']?.schema);
  const asJson = (value: unknown) => JSON.stringify(value);
  return [
    { label: 'no body' },
    { label: 'empty object', payload: '{}', type: 'application/json' },
    { label: 'null', payload: 'null', type: 'application/json' },
    { label: 'a list', payload: '[1,2]', type: 'application/json' },
    { label: 'a string', payload: '"text"', type: 'application/json' },
    { label: 'broken JSON', payload: '{"a":', type: 'application/json' },
    { label: 'wrong types', payload: asJson(wrongTypes(json)), type: 'application/json' },
    {
      label: 'long strings',
      payload: asJson(
        Object.fromEntries(
          Object.keys(json?.properties ?? { value: {} }).map((name) => [name, 'x'.repeat(100_000)]),
        ),
      ),
      type: 'application/json',
    },
    { label: 'NUL in text', payload: asJson(oddText(json, 'a\u0000b')), type: 'application/json' },
    {
      label: 'lone surrogate and emoji',
      payload: asJson(oddText(json, '\ud800 😀 \u202e')),
      type: 'application/json',
    },
    { label: 'plain text', payload: 'hello', type: 'text/plain' },
    { label: 'not multipart', payload: 'hello', type: 'multipart/form-data; boundary=none' },
    { label: 'multipart cut short', payload: CUT_SHORT.payload, type: CUT_SHORT.type },
  ];
}

/** Path parameters: an id that exists nowhere, a word, and text no id can be. */
const PARAMETER_VALUES = [randomUUID(), 'nothing-here', '%00%27%22%3Cx%3E', '-1'];

/** Routes that end the caller's session or account go last, so the rest keep a valid token. */
const endsSession = (path: string, method: string) =>
  method !== 'get' && /logout|sessions|\/account$|password|two-factor|mfa/.test(path);

/**
 * Every route of the API, signed in as a user and as an admin, given bodies, parameters and
 * queries of every wrong kind: each answers a client error (or succeeds), never a 5xx.
 */
describe('malformed input on every route', () => {
  let t: TestApp;
  let document: Document;
  let adminTokens: string[];
  beforeAll(async () => {
    // The per-address API limit would answer most of these with 429 before the route ran.
    // No workers: a body that happens to be valid queues its job, and nothing runs it.
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000000', RUN_WORKERS: 'false' } });
    document = (await t.app.inject({ url: '/api/docs/json' })).json<Document>();
    // Staff sign in before the sweeps: their failed staff sign-ins close that door per address.
    adminTokens = [(await signedInAdmin(t)).token, (await signedInAdmin(t)).token];
  });
  afterAll(() => t.close());

  it('lists the API (the test reads the routes from the OpenAPI document)', () => {
    expect(Object.keys(document.paths).length).toBeGreaterThan(100);
  });

  for (const caller of ['user', 'admin'] as const) {
    it(`answers no 5xx to a signed-in ${caller}`, { timeout: 300_000 }, async () => {
      const user = await createUser(t);
      await grantCredits(t, user.id, 5);
      const token = caller === 'user' ? await tokenFor(t, user) : adminTokens[0];
      const operations = Object.entries(document.paths)
        .filter(
          ([path]) =>
            path.startsWith('/api/') && (caller === 'admin') === path.startsWith('/api/admin'),
        )
        .flatMap(([path, methods]) =>
          Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
        )
        .sort(
          (a, b) => Number(endsSession(a.path, a.method)) - Number(endsSession(b.path, b.method)),
        );

      const failures: string[] = [];
      const statuses = new Map<number, number>();
      for (const { path, method, operation } of operations) {
        const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
        for (const value of PARAMETER_VALUES) {
          const url = path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
          // Each query parameter given twice, which the parser turns into a list.
          const queryString = query
            .flatMap((p) => [`${p.name}=${encodeURIComponent(value)}`, `${p.name}=x`])
            .join('&');
          const target = queryString ? `${url}?${queryString}` : url;
          const bodies: BadBody[] =
            method === 'get' || method === 'delete' ? [{ label: 'no body' }] : badBodies(operation);
          // Then each query parameter alone, so a valid neighbour cannot hide it.
          const requests: { target: string; body: BadBody }[] = [
            ...bodies.map((body) => ({ target, body })),
            ...query.map((p) => ({
              target: `${url}?${p.name}=${encodeURIComponent(value)}`,
              body: { label: `${p.name} alone` },
            })),
          ];
          for (const { target, body } of requests) {
            const response = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url: target,
              headers: {
                ...bearer(token),
                'idempotency-key': value,
                ...(body.type ? { 'content-type': body.type } : {}),
              },
              ...(body.payload === undefined ? {} : { payload: body.payload }),
            });
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            if (response.statusCode >= 500) {
              failures.push(
                `${method.toUpperCase()} ${target} (${body.label}): ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
            }
          }
        }
      }
      expect(failures).toEqual([]);
      // The routes were reached: not turned away at the door for a lost token or the limiter.
      const answers = [...statuses.values()].reduce((sum, n) => sum + n, 0);
      const turnedAway = (statuses.get(401) ?? 0) + (statuses.get(429) ?? 0);
      expect(turnedAway / answers).toBeLessThan(0.2);
      expect(statuses.get(422) ?? 0).toBeGreaterThan(answers / 4);
    });
  }

  for (const caller of ['user', 'admin'] as const) {
    it(
      `answers no 5xx to a well-formed body with one field at an edge (${caller})`,
      {
        timeout: 300_000,
      },
      async () => {
        const user = await createUser(t);
        await grantCredits(t, user.id, 5);
        const token = caller === 'user' ? await tokenFor(t, user) : adminTokens[1];
        const failures: string[] = [];
        let sent = 0;
        const baseRefused: string[] = [];
        let bases = 0;
        for (const [path, methods] of Object.entries(document.paths)) {
          if (!path.startsWith('/api/') || (caller === 'admin') !== path.startsWith('/api/admin')) {
            continue;
          }
          for (const [method, operation] of Object.entries(methods)) {
            const schema = oneForm(operation.requestBody?.content?.['application/json']?.schema);
            if (!schema?.properties || endsSession(path, method)) continue;
            // A real account for the staff routes about one, a real plan; other ids are unknown.
            const url = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
              name === 'plan'
                ? 'pro'
                : name === 'id' && path.startsWith('/api/admin/users/')
                  ? user.id
                  : randomUUID(),
            );
            const base = example(schema) as Record<string, unknown>;
            const bodies = [
              { label: 'as the schema reads', body: base },
              ...Object.entries(schema.properties).flatMap(([name, property]) =>
                edgeValues(property).map(({ label, value }) => ({
                  label: `${name} ${label}`,
                  body: { ...base, [name]: value },
                })),
              ),
            ];
            for (const { label, body } of bodies) {
              const response = await t.app.inject({
                method: method.toUpperCase() as 'POST',
                url,
                // Tools that wait for their job answer 202 at once: no worker runs here.
                headers: { ...bearer(token), prefer: 'respond-async' },
                payload: body,
              });
              sent += 1;
              if (label === 'as the schema reads') {
                bases += 1;
                if (response.statusCode === 422) baseRefused.push(`${method} ${path}`);
              }
              // 503 is the one answer of this kind a sound request may get: a tool whose
              // provider is not set up here (translation without a text provider).
              if (response.statusCode >= 500 && response.statusCode !== 503) {
                failures.push(
                  `${method.toUpperCase()} ${path} (${label}): ${response.body.slice(0, 160)}`,
                );
              }
            }
          }
        }
        expect(failures).toEqual([]);
        expect(sent).toBeGreaterThan(caller === 'user' ? 200 : 50);
        // The bodies built from the schemas pass validation on most routes, so the edges reach
        // the handlers (those left need a real id or a template, which the schema cannot give).
        expect(baseRefused.length, baseRefused.join(', ')).toBeLessThanOrEqual(bases / 4);
      },
    );
  }

  it('turns away a request without a valid token before reading its input (401, never 422)', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        // Public operations, and those a token is optional on (`{}` among the requirements).
        const security = operation.security ?? [];
        if (!security.length || security.some((need) => Object.keys(need).length === 0)) continue;
        const url = `${path.replace(/\{[^}]+\}/g, '%00')}?page=-1&per_page=abc&days=%00`;
        for (const authorization of [undefined, 'Bearer not-a-token']) {
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: {
              ...(authorization ? { authorization } : {}),
              ...(method === 'get' || method === 'delete'
                ? {}
                : { 'content-type': 'application/json' }),
            },
            ...(method === 'get' || method === 'delete' ? {} : { payload: '{"prompt": 5}' }),
          });
          checked++;
          if (response.statusCode !== 401) {
            wrong.push(`${method.toUpperCase()} ${path}: ${response.statusCode}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(150);
    expect(wrong).toEqual([]);
  });
});
