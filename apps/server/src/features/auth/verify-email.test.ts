import { AUTH_MESSAGES } from '@atelier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers/factories';
import { startSmtpServer, tokenFromLink, type SmtpCatcher } from '../../../test/helpers/smtp';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { anyCode } from '../../../test/helpers/error-code';

describe('email verification', () => {
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

  const register = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { full_name: 'Grace Hopper', email, password: 'Compiler1952', terms_agreed: true },
    });
  const verify = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const resend = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email } });

  it('verifies the email from the mailed link and signs the user in', async () => {
    await register('grace@example.com');
    const token = tokenFromLink(await smtp.waitFor('grace@example.com'), '/verify-email');

    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access_token: string; message: string }>();
    expect(body.message).toBe(AUTH_MESSAGES.verified);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'grace@example.com',
      email_verified: true,
      credits: 0,
    });
  });

  it('uses a link once', async () => {
    await register('once@example.com');
    const token = tokenFromLink(await smtp.waitFor('once@example.com'), '/verify-email');
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      detail: AUTH_MESSAGES.invalidVerificationToken,
      code: anyCode,
    });
  });

  it('refuses a made-up token', async () => {
    expect((await verify('x'.repeat(43))).statusCode).toBe(400);
  });

  it('answers resend the same way for unknown and known addresses, and sends a fresh link', async () => {
    await register('resend@example.com');
    const unknown = await resend('nobody@example.com');
    const known = await resend('resend@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.resendSuccess });

    const second = await smtp.waitFor('resend@example.com', /Verify/, { skip: 1 });
    expect((await verify(tokenFromLink(second, '/verify-email'))).statusCode).toBe(200);
  });

  it('throttles resends per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await resend('flood@example.com')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await resend('flood@example.com');
    expect(limited.json<{ detail: string }>().detail).toMatch(
      /Too many emails requested\. Please wait \d+ minutes?/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
