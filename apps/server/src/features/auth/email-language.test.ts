import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/helpers/factories';
import { startSmtpServer, type SmtpCatcher } from '../../../test/helpers/smtp';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { users } from '../../db/schema';
import { sendRenewalReminders } from '../payments/subscription-terms';

// Emails go out in the account's language (issue 35): the verification email in the language
// the visitor signed up in, the others in the one the account keeps in its preferences.
describe('emails in the account language', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://atelier.test', PAYMENTS_SANDBOX: 'true' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { full_name: 'Lucía', password: 'Analytical1843', terms_agreed: true, ...payload },
    });

  async function languageOfAccount(email: string) {
    const [row] = await t.runtime.db.select().from(users).where(eq(users.email, email));
    return row?.preferences.language;
  }

  async function speaking(language: 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt') {
    const user = await createUser(t);
    const [row] = await t.runtime.db.select().from(users).where(eq(users.id, user.id));
    await t.runtime.db
      .update(users)
      .set({ preferences: { ...row.preferences, language } })
      .where(eq(users.id, user.id));
    return user;
  }

  it('verifies a sign-up in the language it was made in, which the account keeps', async () => {
    expect((await register({ email: 'lucia@example.com', language: 'es' })).statusCode).toBe(201);
    const mail = await smtp.waitFor('lucia@example.com', /Verifica tu correo/);
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain('El enlace funciona una sola vez y caduca en 24 horas.');
    expect(mail.text).toContain('Verificar mi correo: https://atelier.test/verify-email?token=');
    expect(mail.html).toContain('lang="es"');
    expect(await languageOfAccount('lucia@example.com')).toBe('es');
  });

  it("takes the browser's best language when the sign-up names none, else English", async () => {
    await register(
      { email: 'jonas@example.com' },
      { 'accept-language': 'nl-NL, de-CH;q=0.9, en;q=0.5' },
    );
    const german = await smtp.waitFor('jonas@example.com', /Bestätige deine E-Mail-Adresse/);
    expect(german.text).toContain('Hallo Lucía,');
    expect(await languageOfAccount('jonas@example.com')).toBe('de');

    await register({ email: 'ana@example.com' }, { 'accept-language': 'ja, zh;q=0.8' });
    await smtp.waitFor('ana@example.com', /Verify your email/);
    expect(await languageOfAccount('ana@example.com')).toBe('en');
  });

  it('refuses a language the interface does not speak', async () => {
    const response = await register({ email: 'zz@example.com', language: 'nl' });
    expect(response.statusCode).toBe(422);
  });

  it('sends the reset link in the language of the account', async () => {
    const user = await speaking('fr');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    const mail = await smtp.waitFor(user.email, /Réinitialise ton mot de passe Atelier/);
    expect(mail.text).toContain(
      'Choisir un nouveau mot de passe: https://atelier.test/reset-password?token=',
    );
    expect(mail.text).toContain('Des questions ? Écris à');
  });

  it('sends a receipt once per paid order, in the language of the account', async () => {
    const user = await speaking('de');
    const headers = bearer(await tokenFor(t, user));
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/credits/purchase-sandbox?package_id=credits_50',
        headers,
      })
    ).json<{ order_id: string }>();
    const approve = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/orders/${order.order_id}/approve`,
        headers,
      });
    expect((await Promise.all([approve(), approve(), approve()])).map((r) => r.statusCode)).toEqual(
      [200, 200, 200],
    );

    const mail = await smtp.waitFor(user.email, /Deine Atelier-Quittung: 50,00\s\$/);
    expect(mail.text).toContain(
      'Deinem Guthaben wurden 50 Credits gutgeschrieben; es beträgt jetzt 50 Credits.',
    );
    expect(mail.text).toContain(`Bestellung ${order.order_id}, bezahlt am`);
    // One receipt, however many confirmations arrived.
    await expect(
      smtp.waitFor(user.email, /Quittung/, { skip: 1, timeoutMs: 1500 }),
    ).rejects.toThrow();
  });

  it('reminds of a plan ending in the language of the account, with its date', async () => {
    const user = await speaking('it');
    const endsAt = new Date(Date.UTC(2031, 2, 14, 12));
    await t.runtime.db
      .update(users)
      .set({ subscriptionPlan: 'pro', subscriptionCycle: 'monthly', subscriptionEndsAt: endsAt })
      .where(eq(users.id, user.id));
    await sendRenewalReminders(
      { db: t.runtime.db, boss: t.runtime.queue.boss, config: t.config },
      new Date(endsAt.getTime() - 2 * 86_400_000),
    );
    const mail = await smtp.waitFor(
      user.email,
      /Il tuo piano Pro di Atelier termina il 14 marzo 2031/,
    );
    expect(mail.text).toContain('I piani non si rinnovano automaticamente');
  });
});
