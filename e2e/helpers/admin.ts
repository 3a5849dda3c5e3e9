import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { screenshot } from './browser';

const run = promisify(execFile);

export interface StaffAccount {
  email: string;
  password: string;
}

/** A staff account made as the README says, with `npm run admin`, against the server's database. */
export async function createStaffFromCli(
  role: 'full_rights' | 'manage' | 'others',
  name: string,
): Promise<StaffAccount> {
  const account = {
    email: `${role}-${Date.now().toString(36)}@e2e.example`,
    password: 'Journey-admin-passphrase-1',
  };
  const created = await run(
    'npm',
    [
      'run',
      'admin',
      '--',
      'create',
      '--email',
      account.email,
      '--password',
      account.password,
      '--name',
      name,
      '--role',
      role,
    ],
    { env: { ...process.env, DATA_DIR: inject('dataDir'), LOG_LEVEL: 'warn' } },
  );
  expect(created.stdout).toContain(`Admin ${account.email} created (${role})`);
  return account;
}

/**
 * The first sign-in: MFA enrolment with the QR code and the key, a code computed from the key,
 * ten recovery codes; ends on the dashboard. Answers the first recovery code.
 */
export async function firstAdminSignIn(
  page: Page,
  account: StaffAccount,
  shots?: string,
): Promise<string> {
  await page.goto('/admin/dashboard');
  await page.waitForURL('**/admin/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Set up MFA' }).click();
  await page.getByRole('img', { name: /QR code/ }).waitFor();
  if (shots) await screenshot(page, `${shots}-mfa-enrolment`);
  const secret = (await page.locator('code').first().textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('2. Enter the 6-digit code from the app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect.poll(() => codes.count()).toBe(10);
  const recoveryCode = (await codes.first().textContent())?.trim() ?? '';
  if (shots) await screenshot(page, `${shots}-recovery-codes`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/admin/dashboard**');
  return recoveryCode;
}
