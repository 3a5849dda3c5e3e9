import { AUTH_MESSAGES } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { sessions } from '../../db/schema';
import { anyCode } from '../../../test/helpers/error-code';

interface SessionList {
  active_sessions: {
    session_id: string;
    is_current: boolean;
    device_info: string | null;
    ip_address: string | null;
  }[];
  max_sessions: number;
}

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
  const list = async (token: string) =>
    (await t.app.inject({ url: '/api/auth/sessions', headers: bearer(token) })).json<SessionList>();

  it('lists the active sessions with device, address and which one is current', async () => {
    const user = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
      },
      payload: { email: user.email, password: user.password },
    });
    const token = response.json<{ access_token: string }>().access_token;
    await tokenFor(t, user);

    const body = await list(token);
    expect(body.max_sessions).toBe(3);
    expect(body.active_sessions).toHaveLength(2);
    const current = body.active_sessions.find((s) => s.is_current);
    expect(current).toMatchObject({ device_info: 'Chrome on Linux', ip_address: '127.0.0.1' });
    expect(body.active_sessions.filter((s) => s.is_current)).toHaveLength(1);
  });

  it("ends another of the caller's sessions, whose token stops working at once", async () => {
    const user = await createUser(t);
    const mine = await tokenFor(t, user);
    const other = await tokenFor(t, user);
    expect((await me(other)).statusCode).toBe(200);
    const otherId = (await list(mine)).active_sessions.find((s) => !s.is_current)?.session_id;

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${otherId}`,
      headers: bearer(mine),
    });
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.sessionLoggedOut });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(200);
  });

  it("answers 404 for another user's session and leaves it alone", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const aliceToken = await tokenFor(t, alice);
    const bobToken = await tokenFor(t, bob);
    const bobSession = (await list(bobToken)).active_sessions[0]?.session_id;

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${bobSession}`,
      headers: bearer(aliceToken),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail: AUTH_MESSAGES.sessionNotFound,
      code: anyCode,
    });
    expect((await me(bobToken)).statusCode).toBe(200);
  });

  it('logout ends the current session only; logout-all ends every one', async () => {
    const user = await createUser(t);
    const a = await tokenFor(t, user);
    const b = await tokenFor(t, user);
    const c = await tokenFor(t, user);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(a) });
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(200);

    await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(b) });
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(c)).statusCode).toBe(401);
  });

  it('refuses a missing, malformed or forged token with 401', async () => {
    expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await me('not.a.jwt')).statusCode).toBe(401);
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    const [header, payload] = token.split('.');
    expect((await me(`${header}.${payload}.forgedsignature`)).statusCode).toBe(401);
  });

  it('moves last_activity at most once a minute', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    const sessionId = (await list(token)).active_sessions[0]?.session_id ?? '';
    const lastActivity = async () =>
      (await t.runtime.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0]
        ?.lastActivityAt;

    const before = await lastActivity();
    await me(token);
    await me(token);
    expect(await lastActivity()).toEqual(before);

    await t.runtime.db
      .update(sessions)
      .set({ lastActivityAt: new Date(Date.now() - 120_000) })
      .where(eq(sessions.id, sessionId));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    await me(token);
    const moved = await lastActivity();
    expect(moved && before && moved.getTime()).toBeGreaterThan(before.getTime() - 1000);
    expect(Date.now() - (moved?.getTime() ?? 0)).toBeLessThan(62_000);
  });
});

describe('a session revoked by another API process', () => {
  it('stops working here within moments, though this process had it cached', async () => {
    const here = await createTestApp();
    const there = await createTestApp({ shareDatabaseOf: here });
    try {
      const user = await createUser(here);
      const token = await tokenFor(here, user);
      expect(
        (await here.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode,
      ).toBe(200);

      await there.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      await expect
        .poll(
          async () =>
            (await here.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode,
          {
            timeout: 500,
            interval: 10,
          },
        )
        .toBe(401);
    } finally {
      await there.close();
      await here.close();
    }
  });
});
