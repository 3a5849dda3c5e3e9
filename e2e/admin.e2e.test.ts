import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount } from './helpers/accounts';
import { createStaffFromCli, firstAdminSignIn } from './helpers/admin';
import { expectNoPageErrors, launchBrowser, openPage, screenshot } from './helpers/browser';
import { captureDownload } from './helpers/creation';

describe('admin portal', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the first admin from the command line enrols MFA, finds a user, grants credits, changes the plan and sees both on record', async () => {
    const admin = await createStaffFromCli('full_rights', 'Olive Owner');
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
    const recoveryCode = await firstAdminSignIn(page, admin, 'admin');
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

  it('a manage admin opens each tab the role allows, changes a plan limit, exports every report format, and has no API keys', async () => {
    const admin = await createStaffFromCli('manage', 'Mia Manager');
    const tracked = await openPage(browser);
    const { page } = tracked;
    await firstAdminSignIn(page, admin);

    // The role's tabs, and not Security (where the API keys are).
    const tabs = page.getByRole('tab');
    await expect
      .poll(() => tabs.allTextContents())
      .toEqual([
        'Dashboard Overview',
        'User and Access Management',
        'Subscription and Billing',
        'Product and Features',
        'Analytics and Reporting',
        'Content',
      ]);
    const opens = async (tab: string, shows: string, shot: string) => {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByText(shows, { exact: true }).first().waitFor();
      await screenshot(page, shot);
    };
    await opens('Dashboard Overview', 'Total users', 'admin-manage-overview');
    await opens('User and Access Management', 'Search users', 'admin-manage-users');
    await opens('Subscription and Billing', 'Transactions', 'admin-manage-billing');
    await opens('Product and Features', 'Plan limits', 'admin-manage-features');

    // A plan limit changed here is what the public plan list says at once; then put back.
    const proPrompts = page.getByRole('spinbutton', { name: 'Pro AI Prompts' });
    await proPrompts.fill('60');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await page.getByText('Plan limits saved. They apply from the next request.').waitFor();
    const plans = async () => {
      const response = await fetch(`${inject('baseUrl')}/api/subscription/plans`);
      const body = (await response.json()) as {
        plans: { id: string; limits: { ai_prompts: number } }[];
      };
      return body.plans.find((plan) => plan.id === 'pro')?.limits.ai_prompts;
    };
    expect(await plans()).toBe(60);
    await page.getByRole('button', { name: 'Reset Pro' }).click();
    await expect.poll(plans).toBe(50);

    await opens('Content', 'Prompt templates', 'admin-manage-content');
    await opens('Analytics and Reporting', 'Export report', 'admin-manage-analytics');

    // One report in each format; each file opens.
    const exportAs = (format: string) =>
      captureDownload(page, async () => {
        await page.getByLabel('Format').selectOption({ label: format });
        await page.getByRole('button', { name: 'Export', exact: true }).click();
      });
    await page.getByLabel('Report type').selectOption({ label: 'Users' });
    const csv = await exportAs('CSV');
    expect(csv.name).toMatch(/^users-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows: string[][] = parse(csv.bytes, { bom: true });
    expect(rows[0]).toEqual(expect.arrayContaining(['Email', 'Plan']));
    expect(rows.length).toBeGreaterThan(1);
    const excel = await exportAs('Excel');
    expect(excel.name).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual(expect.arrayContaining(['Email', 'Plan']));
    expect(sheet?.rowCount).toBeGreaterThan(1);
    const pdf = await exportAs('PDF');
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // No API keys: the Security tab is not offered, its address falls back, the API says 403.
    await page.goto('/admin/dashboard?tab=security');
    await page.getByRole('tab', { name: 'Dashboard Overview', selected: true }).waitFor();
    expect(await page.getByText('API keys').count()).toBe(0);
    const token = String(await page.evaluate("localStorage.getItem('admin_token')"));
    const keys = await fetch(`${inject('baseUrl')}/api/admin/api-keys`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(keys.status).toBe(403);
    expectNoPageErrors(tracked);
    await page.context().close();
  });
});
