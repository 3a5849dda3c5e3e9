import { AUTH_MESSAGES } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, logIn, tokenFor } from '../../../test/helpers/factories';
import { startSmtpServer, tokenFromLink, type SmtpCatcher } from '../../../test/helpers/smtp';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { authTokens } from '../../db/schema';
import { hashToken } from '../../lib/auth/emailed-tokens';
import { anyCode } from '../../../test/helpers/error-code';

describe('password reset', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const validate = (token: string) =>
    t.app.inject({ url: `/api/auth/validate-reset-token?token=${encodeURIComponent(token)}` });
  const reset = (token: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: newPassword },
    });

  async function resetLinkFor(email: string, skip = 0) {
    await forgot(email);
    return tokenFromLink(await smtp.waitFor(email, /Reset your/, { skip }), '/reset-password');
  }

  it('mails a link that sets a new password and ends every session', async () => {
    const user = await createUser(t);
    const sessions = [await tokenFor(t, user), await tokenFor(t, user)];
    const token = await resetLinkFor(user.email);

    const check = await validate(token);
    expect(check.statusCode).toBe(200);
    expect(check.json<{ email: string }>().email).toMatch(/^u\*+@example\.com$/);

    const response = await reset(token, 'Brand-new-secret-7');
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.passwordReset });
    for (const session of sessions) {
      expect(
        (await t.app.inject({ url: '/api/auth/me', headers: bearer(session) })).statusCode,
      ).toBe(401);
    }
    expect((await logIn(t, user)).statusCode).toBe(401);
    expect((await logIn(t, { email: user.email, password: 'Brand-new-secret-7' })).statusCode).toBe(
      200,
    );
  });

  it("lets the owner ask from a new address when someone else used up the account's links", async () => {
    const user = await createUser(t);
    const ask = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: address,
        payload: { email: user.email },
      });
    expect([(await ask('203.0.113.9')).statusCode, (await ask('203.0.113.9')).statusCode]).toEqual([
      200, 200,
    ]);
    expect((await ask('203.0.113.9')).statusCode).toBe(200);
    expect((await ask('203.0.113.9')).statusCode).toBe(429);
    expect((await ask('198.51.100.30')).statusCode).toBe(200);
    await smtp.waitFor(user.email, /Reset your/, { skip: 3 });
  });

  it('works once', async () => {
    const user = await createUser(t);
    const token = await resetLinkFor(user.email);
    expect((await reset(token, 'First-new-secret-1')).statusCode).toBe(200);
    const again = await reset(token, 'Second-new-secret-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      detail: AUTH_MESSAGES.resetTokenInvalid,
      code: anyCode,
    });
    expect((await validate(token)).statusCode).toBe(400);
  });

  it('expires after an hour', async () => {
    const user = await createUser(t);
    const token = await resetLinkFor(user.email);
    await t.runtime.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect((await validate(token)).statusCode).toBe(400);
    expect((await reset(token, 'Too-late-secret-3')).statusCode).toBe(400);
  });

  it('issues links that live one hour', async () => {
    const user = await createUser(t);
    const token = await resetLinkFor(user.email);
    const [row] = await t.runtime.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    const minutes = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000;
    expect(Math.round(minutes)).toBe(60);
  });

  it('answers the same for an unknown email, sending nothing', async () => {
    const known = await createUser(t);
    const a = await forgot(known.email);
    const b = await forgot('nobody-here@example.com');
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(
      a.json<{ delivery: { troubleshooting: string[] } }>().delivery.troubleshooting.length,
    ).toBeGreaterThan(2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.some((m) => m.to.includes('nobody-here@example.com'))).toBe(false);
  });

  it('refuses a common or short new password and keeps the link usable', async () => {
    const user = await createUser(t);
    const token = await resetLinkFor(user.email);
    expect((await reset(token, 'qwerty123')).json()).toEqual({
      code: anyCode,
      detail: AUTH_MESSAGES.passwordTooCommon,
    });
    expect((await reset(token, 'abc')).statusCode).toBe(422);
    expect((await reset(token, 'A-fine-password-9')).statusCode).toBe(200);
  });
});
