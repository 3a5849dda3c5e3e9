import { DEVELOPER_MESSAGES, type ApiKeyCreated, type ApiKeysResponse } from '@atelier/contract';
import { eq, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createUser, tokenFor, type TestUser } from '../../../test/helpers/factories';
import { signedInAdmin } from '../../../test/helpers/admins';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { apiKeys, users } from '../../db/schema';

const LIMIT = 5;
const USER_LIMIT = 8;

describe('personal API keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { API_KEY_RATE_LIMIT: String(LIMIT), API_USER_RATE_LIMIT: String(USER_LIMIT) },
    });
  });
  afterAll(() => t.close());

  const growthUser = () => createUser(t, { plan: 'growth' });
  const create = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/developer/keys', headers: bearer(token), payload });
  const newKey = async (user: TestUser, name = 'CI') => {
    const response = await create(await tokenFor(t, user), { name });
    expect(response.statusCode).toBe(201);
    return response.json<ApiKeyCreated>();
  };
  const get = (url: string, key: string) => t.app.inject({ url, headers: bearer(key) });

  it('creates a key shown once, keeps only its hash and lists it without the secret', async () => {
    const user = await growthUser();
    const token = await tokenFor(t, user);
    const response = await create(token, { name: '  Build server  ', expires_in_days: 30 });
    expect(response.statusCode).toBe(201);
    const created = response.json<ApiKeyCreated>();
    expect(created.key).toMatch(/^atl_[0-9A-Za-z]{43}$/);
    expect(created).toMatchObject({ name: 'Build server', prefix: created.key.slice(0, 12) });
    const days = (Date.parse(created.expires_at!) - Date.parse(created.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(30, 2);

    const [row] = await t.runtime.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await t.app.inject({ url: '/api/developer/keys', headers: bearer(token) });
    expect(list.statusCode).toBe(200);
    const { keys } = list.json<ApiKeysResponse>();
    expect(keys).toEqual([
      {
        id: created.id,
        name: 'Build server',
        prefix: created.prefix,
        created_at: created.created_at,
        expires_at: created.expires_at,
        last_used_at: null,
        requests_today: 0,
      },
    ]);
    expect(list.body).not.toContain(created.key);
  });

  it('refuses a blank name and a bad expiry, naming the field', async () => {
    const token = await tokenFor(t, await growthUser());
    const blank = await create(token, { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.body).toContain(DEVELOPER_MESSAGES.keyNameRequired);
    expect(blank.body).toContain('name');
    const expiry = await create(token, { name: 'x', expires_in_days: 0 });
    expect(expiry.statusCode).toBe(422);
    expect(expiry.body).toContain('expires_in_days');
  });

  it('refuses a key below the Growth plan', async () => {
    for (const plan of ['starter', 'pro']) {
      const token = await tokenFor(t, await createUser(t, { plan }));
      const response = await create(token, { name: 'mine' });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ detail: string }>().detail).toBe(DEVELOPER_MESSAGES.needsGrowthPlan);
    }
    const enterprise = await tokenFor(t, await createUser(t, { plan: 'enterprise' }));
    expect((await create(enterprise, { name: 'mine' })).statusCode).toBe(201);
  });

  it('keeps at most 20 live keys, even when asked for many at once', async () => {
    const user = await growthUser();
    const token = await tokenFor(t, user);
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => create(token, { name: `key ${i}` })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(20);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0].json<{ detail: string }>().detail).toBe(DEVELOPER_MESSAGES.tooManyKeys);
    // A revoked key makes room for another.
    const { keys } = (
      await t.app.inject({ url: '/api/developer/keys', headers: bearer(token) })
    ).json<ApiKeysResponse>();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/developer/keys/${keys[0].id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect((await create(token, { name: 'again' })).statusCode).toBe(201);
  });

  it('acts for its owner on the user API, with the rate limit in every answer', async () => {
    const user = await growthUser();
    const { key } = await newKey(user);
    const balance = await get('/api/credits/balance', key);
    expect(balance.statusCode).toBe(200);
    expect(balance.headers['ratelimit-limit']).toBe(String(LIMIT));
    expect(balance.headers['ratelimit-remaining']).toBe(String(LIMIT - 1));
    expect(Number(balance.headers['ratelimit-reset'])).toBeGreaterThan(0);
    const me = await get('/api/auth/me', key);
    expect(me.statusCode).toBe(200);
    expect(me.json<{ email: string }>().email).toBe(user.email);
    const workflows = await get('/api/workflows', key);
    expect(workflows.statusCode).toBe(200);
  });

  it('is refused where the account is managed: a signed-in session is needed', async () => {
    const { key } = await newKey(await growthUser());
    const attempts = [
      { method: 'GET', url: '/api/auth/sessions' },
      { method: 'GET', url: '/api/developer/keys' },
      { method: 'POST', url: '/api/developer/keys', payload: { name: 'more' } },
      { method: 'PUT', url: '/api/auth/profile', payload: { full_name: 'Key' } },
      { method: 'POST', url: '/api/auth/change-password', payload: {} },
      { method: 'POST', url: '/api/init-data', payload: {} },
    ] as const;
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: bearer(key) });
      expect(response.statusCode, attempt.url).toBe(403);
      expect(response.json<{ detail: string }>().detail).toBe(DEVELOPER_MESSAGES.needsSession);
    }
  });

  it('answers 429 with Retry-After past the limit in any 60 s window', async () => {
    const { key } = await newKey(await growthUser());
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await get('/api/credits/balance', key)).statusCode).toBe(200);
    }
    const refused = await get('/api/credits/balance', key);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ detail: string }>().detail).toBe(DEVELOPER_MESSAGES.keyRateLimited);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another key of the same user has its own limit.
    expect(
      (await get('/api/credits/balance', (await newKey(await growthUser())).key)).statusCode,
    ).toBe(200);
  });

  it("holds all of a user's keys to one ceiling: twenty keys are not twenty limits (issue 48)", async () => {
    const user = await growthUser();
    const keys = [await newKey(user, 'a'), await newKey(user, 'b'), await newKey(user, 'c')];
    const answers = [];
    for (let i = 0; i < USER_LIMIT + 3; i += 1) {
      answers.push(await get('/api/credits/balance', keys[i % keys.length].key));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      ...Array<number>(USER_LIMIT).fill(200),
      429,
      429,
      429,
    ]);
    // Past the key's own room, the headers name the ceiling that binds.
    expect(answers[USER_LIMIT - 1].headers).toMatchObject({
      'ratelimit-limit': String(USER_LIMIT),
      'ratelimit-remaining': '0',
    });
    const refused = answers[USER_LIMIT];
    expect(refused.json<{ detail: string }>().detail).toBe(DEVELOPER_MESSAGES.userKeysRateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
    // Another user's key is not held back.
    expect(
      (await get('/api/credits/balance', (await newKey(await growthUser())).key)).statusCode,
    ).toBe(200);
  });

  it('is refused at once when revoked, expired or unknown', async () => {
    const user = await growthUser();
    const token = await tokenFor(t, user);
    const revoked = await newKey(user, 'to revoke');
    expect((await get('/api/credits/balance', revoked.key)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/developer/keys/${revoked.id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(204);
    const after = await get('/api/credits/balance', revoked.key);
    expect(after.statusCode).toBe(401);
    expect(after.json<{ detail: string }>().detail).toBe(DEVELOPER_MESSAGES.keyInvalid);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/developer/keys/${revoked.id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);

    const expiring = await newKey(user, 'to expire');
    expect((await get('/api/credits/balance', expiring.key)).statusCode).toBe(200);
    await t.runtime.db
      .update(apiKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiKeys.id, expiring.id));
    await expect
      .poll(async () => (await get('/api/credits/balance', expiring.key)).statusCode)
      .toBe(401);

    const unknown = await get('/api/credits/balance', `atl_${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
  });

  it("refuses a token not of a key's shape without looking it up (issue 48)", async () => {
    const { key } = await newKey(await growthUser());
    const random = (length: number) => randomBytes(length).toString('base64url').slice(0, length);
    const bogus = [
      `atl_${random(15_000)}`,
      `atl_${random(42)}`,
      `atl_${random(44)}`,
      `atl_${'-'.repeat(43)}`,
      `${key}x`,
      'atl_',
    ];
    const query = vi.spyOn(t.runtime.db.$client, 'query');
    try {
      for (const token of bogus) {
        for (const url of ['/api/credits/balance', '/api/auth/me']) {
          const response = await get(url, token);
          expect(response.statusCode, token.slice(0, 20)).toBe(401);
          expect(response.json<{ detail: string }>().detail).toBe(DEVELOPER_MESSAGES.keyInvalid);
        }
      }
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
    expect((await get('/api/credits/balance', key)).statusCode).toBe(200);
  });

  it("is refused with the plan's message once its owner's plan has ended", async () => {
    const user = await growthUser();
    const { key } = await newKey(user);
    expect((await get('/api/credits/balance', key)).statusCode).toBe(200);
    // Past its end, before the nightly reset to starter has run.
    await t.runtime.db
      .update(users)
      .set({ subscriptionEndsAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    await expect.poll(async () => (await get('/api/credits/balance', key)).statusCode).toBe(403);
    const refused = await get('/api/credits/balance', key);
    expect(refused.json<{ detail: string }>().detail).toBe(DEVELOPER_MESSAGES.needsGrowthPlan);
  });

  it("names the key in the request log, as the admin's API log shows it", async () => {
    const user = await growthUser();
    const created = await newKey(user, 'Nightly export');
    await get('/api/credits/balance', created.key);
    await t.app.inject({ url: '/api/auth/me', headers: bearer(await tokenFor(t, user)) });
    await t.runtime.requestLog?.flush();
    const staff = await signedInAdmin(t);
    const logs = await t.app.inject({
      url: `/api/admin/users/${user.id}/api-logs`,
      headers: bearer(staff.token),
    });
    expect(logs.statusCode).toBe(200);
    const lines = logs
      .json<{ logs: { path: string; api_key: unknown }[] }>()
      .logs.filter((line) => ['/api/auth/me', '/api/credits/balance'].includes(line.path));
    expect(lines).toEqual([
      expect.objectContaining({ path: '/api/auth/me', api_key: null }),
      expect.objectContaining({
        path: '/api/credits/balance',
        api_key: { id: created.id, name: 'Nightly export', prefix: created.prefix },
      }),
    ]);
  });

  it('counts requests today and the last use', async () => {
    const user = await growthUser();
    const token = await tokenFor(t, user);
    const { key, id } = await newKey(user);
    for (let i = 0; i < 3; i += 1) await get('/api/credits/balance', key);
    await t.runtime.apiKeys.usage.flush();
    const { keys } = (
      await t.app.inject({ url: '/api/developer/keys', headers: bearer(token) })
    ).json<ApiKeysResponse>();
    const listed = keys.find((k) => k.id === id)!;
    expect(listed.requests_today).toBe(3);
    expect(Date.now() - Date.parse(listed.last_used_at!)).toBeLessThan(60_000);
  });

  it('is refused on another process the moment it is revoked', async () => {
    const other = await createTestApp({ shareDatabaseOf: t });
    try {
      const user = await growthUser();
      const token = await tokenFor(t, user);
      const { key, id } = await newKey(user);
      const onOther = () => other.app.inject({ url: '/api/credits/balance', headers: bearer(key) });
      expect((await onOther()).statusCode).toBe(200);
      expect((await onOther()).statusCode).toBe(200); // now from the other process's cache
      await t.app.inject({
        method: 'DELETE',
        url: `/api/developer/keys/${id}`,
        headers: bearer(token),
      });
      await expect.poll(async () => (await onOther()).statusCode, { timeout: 2000 }).toBe(401);
    } finally {
      await other.stop();
    }
  });
});
