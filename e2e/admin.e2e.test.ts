import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { generate } from 'otplib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount } from './helpers/accounts';
import { expectNoPageErrors, launchBrowser, openPage, screenshot } from './helpers/browser';
import { captureDownload } from './helpers/creation';

const run = promisify(execFile);

describe('admin portal', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the first admin from the command line enrols MFA, finds a user, grants credits, changes the plan and sees both on record', async () => {
    const admin = {
      email: `owner-${Date.now().toString(36)}@e2e.example`,
      password: 'Journey-admin-passphrase-1',
    };
    // As the README says, against the running server's embedded database.
    const created = await run(
      'npm',
      [
        'run',
        'admin',
        '--',
        'create',
        '--email',
        admin.email,
        '--password',
        admin.password,
        '--name',
        'Olive Owner',
      ],
      {
        env: { ...process.env, DATA_DIR: inject('dataDir'), LOG_LEVEL: 'warn' },
      },
    );
    expect(created.stdout).toContain(`Admin ${admin.email} created (full_rights)`);
    const user = await createVerifiedAccount('Customer');
    // The customer signs in and asks who they are: a request for the API log.
    const baseUrl = inject('baseUrl');
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const me = await fetch(`${baseUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);

    const tracked = await openPage(browser);
    const { page } = tracked;
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/admin/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    // First sign-in: MFA enrolment with the QR code and the key, a code from the key.
    await page.getByRole('button', { name: 'Set up MFA' }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await screenshot(page, 'admin-mfa-enrolment');
    const secret = (await page.locator('code').first().textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page
      .getByLabel('2. Enter the 6-digit code from the app')
      .fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    const recoveryCode = (await codes.first().textContent())?.trim() ?? '';
    await screenshot(page, 'admin-recovery-codes');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/admin/dashboard**');
    await page.getByText('Total users').waitFor();
    await screenshot(page, 'admin-dashboard-overview');

    // Find the user, grant credits, change the plan.
    await page.getByRole('tab', { name: 'User and Access Management' }).click();
    await page.getByLabel('Search users').fill(user.email.slice(3, 20).toUpperCase());
    const row = page.getByRole('row').filter({ hasText: user.email });
    await row.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await screenshot(page, 'admin-users');
    const download = await captureDownload(page, () =>
      page.getByRole('button', { name: /Export to Excel/ }).click(),
    );
    expect(download.name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(download.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    await row.getByRole('button', { name: 'Manage' }).click();
    await page.getByRole('button', { name: 'Adjust credits' }).click();
    await page.getByLabel('Amount').fill('25.5');
    await page.getByLabel('Reason').fill('Welcome bonus');
    await screenshot(page, 'admin-adjust-credits');
    await page.getByRole('dialog').getByRole('button', { name: 'Adjust credits' }).click();
    await page.getByText('New balance: 25.50 credits').waitFor();

    await row.getByRole('button', { name: 'Manage' }).click();
    await page.getByRole('button', { name: 'Change plan' }).click();
    await page.getByRole('textbox', { name: 'Plan' }).fill('gold');
    await page.getByRole('button', { name: 'Update plan' }).click();
    await page
      .getByText('Invalid plan. Please enter: starter, pro, growth, or enterprise')
      .waitFor();
    await page.getByRole('textbox', { name: 'Plan' }).fill('  PRO ');
    await page.getByRole('button', { name: 'Update plan' }).click();
    await page.getByText('Subscription updated successfully!').waitFor();

    // The user's page shows both.
    await row.getByRole('link', { name: /^View/ }).click();
    await page.waitForURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    await page.getByText(user.email).first().waitFor();
    await expect.poll(() => page.getByText('25.50').count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Subscription' }).click();
    await page.getByText(/assigned directly/i).waitFor();
    await screenshot(page, 'admin-user-subscription');
    await page.getByRole('tab', { name: 'Credits' }).click();
    await page.getByText('Credits added by support: Welcome bonus').waitFor();
    await page.getByText('+25.5000').waitFor();
    await screenshot(page, 'admin-user-credits');
    await page.getByRole('tab', { name: 'API Activity' }).click();
    await page.getByRole('cell', { name: '/api/auth/me' }).waitFor();
    await screenshot(page, 'admin-user-api-activity');

    // The audit log has both changes, by this admin.
    await page.goto('/admin/dashboard?tab=security');
    await page.getByRole('tab', { name: 'Security and Compliance' }).click();
    const audit = page.getByRole('table', { name: /Audit log/ });
    await audit.getByText('user.credits_granted').waitFor();
    await audit.getByText('user.plan_changed').waitFor();
    await audit.getByText('mfa.enrolled').first().waitFor();
    await screenshot(page, 'admin-security');

    // Sign out; the next sign-in needs a code, and a recovery code works once.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/admin(\/login)?$/);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please enter your MFA code.').waitFor();
    await page.getByLabel('MFA code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/dashboard**');

    expectNoPageErrors(tracked, [/^400 POST \/api\/admin\/login$/]);
  });
});
