import { AUTH_MESSAGES } from '@atelier/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createVerifiedAccount,
  linkFromMail,
  newAccount,
  signInOnLoginPage,
  totpCode,
  type Account,
} from './helpers/accounts';
import { expectNoPageErrors, launchBrowser, openPage, screenshot } from './helpers/browser';

/** The dashboard greets a signed-in user by first name. */
async function expectDashboard(page: Page, account: Account) {
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
  const firstName = account.fullName.split(' ')[0] ?? '';
  await expect
    .poll(() => page.getByText(`Welcome back, ${firstName}.`).isVisible(), { timeout: 10_000 })
    .toBe(true);
}

/** After /login, a successful sign-in lands on / with the signed-in card. */
async function expectSignedIn(page: Page) {
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

async function alertText(page: Page): Promise<string> {
  const alert = page.getByRole('alert').first();
  await alert.waitFor({ timeout: 10_000 });
  return (await alert.textContent()) ?? '';
}

describe('accounts, as a person uses them', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs up, opens the verification link and lands on the dashboard', async () => {
    const account = newAccount('Ada');
    const tracked = await openPage(browser);
    const { page } = tracked;
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Full name').fill(account.fullName);
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByLabel('Confirm password', { exact: true }).fill(account.password);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Check your email' }).isVisible())
      .toBe(true);
    await screenshot(page, 'accounts-signed-up');

    // Before verifying, signing in is refused with the resend action on offer.
    await signInOnLoginPage(page, account);
    expect(await alertText(page)).toContain('Email not verified');
    await expect
      .poll(() => page.getByRole('button', { name: 'Resend verification email' }).isVisible())
      .toBe(true);

    await page.goto(await linkFromMail(account.email, '/verify-email'));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Email verified' }).isVisible())
      .toBe(true);
    await expectDashboard(page, account);
    await screenshot(page, 'accounts-verified-dashboard');
    expectNoPageErrors(tracked, [/^403 POST \/api\/auth\/login$/]);
    await page.context().close();
  });

  it('allows three sessions, refuses a fourth, and frees a place from /active-sessions', async () => {
    const account = await createVerifiedAccount('Grace');
    const devices = [];
    for (let i = 0; i < 3; i += 1) {
      const tracked = await openPage(browser);
      await signInOnLoginPage(tracked.page, account);
      await expectSignedIn(tracked.page);
      devices.push(tracked);
    }

    const fourth = await openPage(browser);
    await signInOnLoginPage(fourth.page, account);
    expect(await alertText(fourth.page)).toContain(AUTH_MESSAGES.maxSessions);
    await screenshot(fourth.page, 'accounts-fourth-session-refused');

    const { page } = devices[0];
    await page.goto('/active-sessions');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Active Sessions: 3 / 3' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Current Session').count()).toBe(1);
    await screenshot(page, 'accounts-active-sessions-full');
    await page.getByRole('button', { name: 'Logout', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Log out this session?' });
    await dialog.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect.poll(() => page.getByText(AUTH_MESSAGES.sessionLoggedOut).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Active Sessions: 2 / 3' }).isVisible())
      .toBe(true);

    await fourth.page.getByRole('button', { name: 'Sign In' }).click();
    await expectSignedIn(fourth.page);
    await screenshot(fourth.page, 'accounts-fourth-session-admitted');

    for (const tracked of [...devices, fourth]) {
      expectNoPageErrors(tracked, [/^429 POST \/api\/auth\/login$/]);
      await tracked.page.context().close();
    }
  });

  it('resets a forgotten password and signs in with the new one', async () => {
    const account = await createVerifiedAccount('Hedy');
    const tracked = await openPage(browser);
    const { page } = tracked;
    await page.goto('/forgot-password');
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText(AUTH_MESSAGES.forgotSuccess).isVisible()).toBe(true);

    await page.goto(await linkFromMail(account.email, '/reset-password'));
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    const newPassword = `${account.password}-renewed`;
    await reset.getByLabel('New password', { exact: true }).fill(newPassword);
    await reset.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await screenshot(page, 'accounts-reset-form');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect.poll(() => page.getByText(AUTH_MESSAGES.passwordReset).isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });

    await signInOnLoginPage(page, account);
    expect(await alertText(page)).toContain(AUTH_MESSAGES.invalidCredentials);
    await signInOnLoginPage(page, { ...account, password: newPassword });
    await expectSignedIn(page);
    expectNoPageErrors(tracked, [/^401 POST \/api\/auth\/login$/]);
    await page.context().close();
  });

  it('enables two-factor on /security and signs in with a code', async () => {
    const account = await createVerifiedAccount('Katherine');
    const tracked = await openPage(browser);
    const { page } = tracked;
    await signInOnLoginPage(page, account);
    await expectSignedIn(page);

    await page.goto('/security');
    await page.getByRole('button', { name: 'Enable', exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const key = page.locator('code').first();
    await key.waitFor();
    const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const enrolment = await totpCode(secret);
    await page.getByLabel('2. Enter the 6-digit code from the app').fill(enrolment.code);
    await page.getByRole('button', { name: 'Verify and enable' }).click();
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'Two-factor authentication is on' }).isVisible(),
      )
      .toBe(true);
    await screenshot(page, 'accounts-two-factor-recovery-codes');
    await page.getByRole('button', { name: 'I have stored my codes' }).click();
    await expect.poll(() => page.getByText('Enabled', { exact: true }).isVisible()).toBe(true);

    // Another device: password first, then the code the server asks for.
    const other = await openPage(browser);
    await signInOnLoginPage(other.page, account);
    const codeField = other.page.getByLabel('Authentication code');
    await codeField.waitFor({ timeout: 10_000 });
    await screenshot(other.page, 'accounts-two-factor-code-asked');
    // A code is accepted once, so sign-in uses the next one after enrolment's.
    await codeField.fill((await totpCode(secret, enrolment.step)).code);
    await other.page.getByRole('button', { name: 'Sign In' }).click();
    await expectSignedIn(other.page);
    expectNoPageErrors(tracked);
    // The first answer, 401 with `two_factor_required`, is what asks for the code.
    expectNoPageErrors(other, [/^401 POST \/api\/auth\/login$/]);
    await page.context().close();
    await other.page.context().close();
  }, 90_000);
});
