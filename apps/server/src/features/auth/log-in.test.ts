import { AUTH_MESSAGES } from '@atelier/contract';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, logIn, tokenFor } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { sessions, throttleEvents } from '../../db/schema';
import { anyCode } from '../../../test/helpers/error-code';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const activeSessions = async (userId: string) => {
    const [row] = await t.runtime.db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    return row?.n ?? 0;
  };

  it('answers a JWT carrying sub, session_id and exp; a day without remember me', async () => {
    const user = await createUser(t);
    const response = await logIn(t, { ...user, email: ` ${user.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access_token: string; session_id: string; token_type: string }>();
    expect(body.token_type).toBe('bearer');
    const claims = decodeJwt(body.access_token);
    expect(claims.sub).toBe(user.id);
    expect(claims.session_id).toBe(body.session_id);
    const hours = ((claims.exp ?? 0) * 1000 - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('keeps a remembered session for 90 days', async () => {
    const user = await createUser(t);
    const claims = decodeJwt(await tokenFor(t, user, { remember_me: true }));
    const days = ((claims.exp ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
  });

  it('gives one answer for an unknown email and a wrong password', async () => {
    const user = await createUser(t);
    const wrongPassword = await logIn(t, { email: user.email, password: 'not-the-password' });
    const unknownEmail = await logIn(t, { email: 'ghost@example.com', password: user.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      detail: AUTH_MESSAGES.invalidCredentials,
      code: anyCode,
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('refuses a fourth session with the spec message and revokes nothing', async () => {
    const user = await createUser(t);
    const first = await tokenFor(t, user);
    await tokenFor(t, user);
    await tokenFor(t, user);
    const fourth = await logIn(t, user);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ detail: AUTH_MESSAGES.maxSessions, code: anyCode });
    expect(await activeSessions(user.id)).toBe(3);
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(first) })).statusCode).toBe(
      200,
    );
  });

  it('opens exactly three sessions when ten logins arrive at the same moment', async () => {
    const user = await createUser(t);
    const responses = await Promise.all(Array.from({ length: 10 }, () => logIn(t, user)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    expect(await activeSessions(user.id)).toBe(3);
  });

  it('frees the slots from a device that cannot sign in: logout-all-devices-before-login', async () => {
    const user = await createUser(t);
    const tokens = [await tokenFor(t, user), await tokenFor(t, user), await tokenFor(t, user)];
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all-devices-before-login',
      payload: { email: user.email, password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await activeSessions(user.id)).toBe(3);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all-devices-before-login',
      payload: { email: user.email, password: user.password },
    });
    expect(response.json()).toEqual({ message: 'Successfully logged out from all devices' });
    for (const token of tokens) {
      expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(
        401,
      );
    }
    expect((await logIn(t, user)).statusCode).toBe(200);
  });

  const loginFrom = (address: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      payload: { email, password },
    });

  it('after five failures, closes the account to the addresses that failed, not to its owner', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i += 1) {
      expect((await loginFrom('203.0.113.7', user.email, `guess-${i}`)).statusCode).toBe(401);
    }
    const locked = await loginFrom('203.0.113.7', user.email, user.password);
    expect(locked.statusCode).toBe(429);
    const { detail, code, values } = locked.json<{
      detail: string;
      code: string;
      values: { minutes: number };
    }>();
    expect(detail).toMatch(
      /^Too many failed sign-in attempts\. Please wait 1[45] minutes and try again\.$/,
    );
    expect(code).toBe('auth.tooManyLoginAttempts');
    expect(detail).toBe(AUTH_MESSAGES.tooManyLoginAttempts(values.minutes));
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);

    // The owner, from an address with no failures on the account, gets in.
    expect((await loginFrom('198.51.100.20', user.email, user.password)).statusCode).toBe(200);
    // An address that fails while the account is over its rule is closed to it at once.
    expect((await loginFrom('198.51.100.21', user.email, 'guess-x')).statusCode).toBe(401);
    expect((await loginFrom('198.51.100.21', user.email, user.password)).statusCode).toBe(429);
  });

  it('lets exactly five of twenty simultaneous wrong guesses through to a 401 (issue 48)', async () => {
    const user = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => loginFrom('203.0.113.50', user.email, `guess-${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)]);
    // A right password is counted only while it is checked: the owner elsewhere is not held back.
    for (let i = 0; i < 4; i += 1) {
      expect((await loginFrom('198.51.100.60', user.email, user.password)).statusCode).toBe(200);
      await t.runtime.db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.userId, user.id));
    }
  });

  it('closes the account to every address after fifty failures from many', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 50; i += 1) {
      const from = `192.0.2.${i + 1}`;
      expect((await loginFrom(from, user.email, `guess-${i}`)).statusCode).toBe(401);
    }
    expect((await loginFrom('198.51.100.99', user.email, user.password)).statusCode).toBe(429);
  });

  it('limits failures per address across accounts', async () => {
    await t.runtime.db.delete(throttleEvents);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await logIn(t, { email: `spray${i}@example.com`, password: 'Password123' });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    await t.runtime.db.delete(throttleEvents);
  });
});
