import { AUTH_MESSAGES } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, logIn } from '../../../test/helpers/factories';
import { startSmtpServer, tokenFromLink, type SmtpCatcher } from '../../../test/helpers/smtp';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { users } from '../../db/schema';
import { anyCode } from '../../../test/helpers/error-code';

const register = (t: TestApp, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

const valid = {
  full_name: '  Ada Lovelace ',
  email: ' Ada@Example.COM ',
  password: ' Analytical1843 ',
  terms_agreed: true,
};

describe('POST /api/auth/register', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://atelier.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('creates a starter account with no credits, emails a verification link, and gives no token', async () => {
    const response = await register(t, valid);
    expect(response.statusCode).toBe(201);
    const body = response.json<Record<string, unknown>>();
    expect(body).toEqual({
      message: AUTH_MESSAGES.registered,
      email: 'ada@example.com',
      email_verification_required: true,
    });
    expect(body).not.toHaveProperty('access_token');

    const [user] = await t.runtime.db
      .select()
      .from(users)
      .where(eq(users.email, 'ada@example.com'));
    expect(user).toMatchObject({
      fullName: 'Ada Lovelace',
      subscriptionPlan: 'starter',
      creditsMicros: 0,
      emailVerifiedAt: null,
      termsAgreed: true,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await smtp.waitFor('ada@example.com', /Verify your email/);
    expect(mail.text).toContain('https://atelier.test/verify-email?token=');
    expect(tokenFromLink(mail, '/verify-email').length).toBeGreaterThanOrEqual(43);
  });

  it('answers an address that has an account as a new one, and emails its owner instead', async () => {
    // Never verified: the owner gets a fresh verification link; no second account, no new password.
    const again = await register(t, {
      ...valid,
      email: 'ADA@example.com',
      password: 'Other-pw-99',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({
      message: AUTH_MESSAGES.registered,
      email: 'ada@example.com',
      email_verification_required: true,
    });
    const rows = await t.runtime.db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(rows).toHaveLength(1);
    await smtp.waitFor('ada@example.com', /Verify your email/, { skip: 1 });

    // Verified: a note that the account exists, and the password still the owner's.
    const owner = await createUser(t);
    const taken = await register(t, { ...valid, email: owner.email, password: 'Other-pw-99' });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toMatchObject({ email: owner.email });
    const note = await smtp.waitFor(owner.email, /already have/);
    expect(note.text).toContain('https://atelier.test/login');
    expect((await logIn(t, owner)).statusCode).toBe(200);
    expect((await logIn(t, { email: owner.email, password: 'Other-pw-99' })).statusCode).toBe(401);
  });

  it('sends the owner of a taken address at most three such emails an hour, still answering 201', async () => {
    const owner = await createUser(t);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await register(t, { ...valid, email: owner.email })).statusCode).toBe(201);
    }
    await smtp.waitFor(owner.email, /already have/, { skip: 2 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(
      smtp.waitFor(owner.email, /already have/, { skip: 3, timeoutMs: 1000 }),
    ).rejects.toThrow();
  });

  it('will not sign in before the email is verified', async () => {
    const response = await logIn(t, { email: 'ada@example.com', password: 'Analytical1843' });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ detail: string }>().detail).toContain('Email not verified');
  });

  it.each([
    [{ terms_agreed: false }, 'terms_agreed', AUTH_MESSAGES.termsRequired],
    [{ password: '12345' }, 'password', AUTH_MESSAGES.passwordTooShort],
    [{ email: 'not-an-email' }, 'email', 'valid email'],
    [{ full_name: '   ' }, 'full_name', 'full name'],
  ])('refuses %o with 422 naming %s', async (change, field, message) => {
    const response = await register(t, { ...valid, email: 'someone.new@example.com', ...change });
    expect(response.statusCode).toBe(422);
    const { detail } = response.json<{ detail: string }>();
    expect(detail).toContain(field);
    expect(detail).toContain(message);
  });

  it('refuses one of the most common passwords with a clear message', async () => {
    const response = await register(t, {
      ...valid,
      email: 'weak@example.com',
      password: 'Password1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: AUTH_MESSAGES.passwordTooCommon,
      code: anyCode,
    });
    const rows = await t.runtime.db.select().from(users).where(eq(users.email, 'weak@example.com'));
    expect(rows).toHaveLength(0);
  });
});
