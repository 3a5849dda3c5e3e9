import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export interface Account {
  fullName: string;
  email: string;
  password: string;
}

let counter = 0;
/** A new address each call, so journeys never meet each other's accounts. */
export function newAccount(name: string): Account {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    fullName: `${name} Tester`,
    email: `${name.toLowerCase()}-${stamp}@e2e.example`,
    password: `Journey-${stamp}-pw`,
  };
}

/**
 * The newest link to `pathname` in mail sent to `to`. Without SMTP_URL the server delivers to its
 * outbox and keeps every message in `mail_messages`, which is where this reads it, as a person
 * would read their inbox. `dataDir` is the shared server's unless a journey started its own.
 */
export async function linkFromMail(
  to: string,
  pathname: string,
  dataDir: string = inject('dataDir'),
): Promise<string> {
  const { url } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8')) as {
    url: string;
  };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const pattern = new RegExp(`https?://[^\\s]+${pathname}\\?token=[A-Za-z0-9_-]+`);
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const { rows } = await client.query<{ text: string }>(
            'SELECT text FROM mail_messages WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1',
            [to],
          );
          link = rows[0]?.text.match(pattern)?.[0];
          return link;
        },
        { timeout: 15_000 },
      )
      .toBeTruthy();
    return link as string;
  } finally {
    await client.end();
  }
}

/**
 * Signs up through the API and opens the mailed verification link's token, as the page does; on
 * the shared server unless a journey started its own.
 */
export async function createVerifiedAccount(
  name: string,
  server: { baseUrl: string; dataDir: string } = {
    baseUrl: inject('baseUrl'),
    dataDir: inject('dataDir'),
  },
): Promise<Account> {
  const account = newAccount(name);
  const { baseUrl } = server;
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: account.fullName,
      email: account.email,
      password: account.password,
      terms_agreed: true,
    }),
  });
  expect(registered.status).toBe(201);
  const link = await linkFromMail(account.email, '/verify-email', server.dataDir);
  const token = new URL(link).searchParams.get('token');
  const verified = await fetch(`${baseUrl}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(verified.status).toBe(200);
  // Verification signs in; that session is not the journey's, so it ends here.
  const { access_token: accessToken } = (await verified.json()) as { access_token: string };
  await fetch(`${baseUrl}/api/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return account;
}

/** Fills the /login form; `code` when two-factor asks for one. */
export async function signInOnLoginPage(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** A code for the current 30 s step, once the step `after` (if given) has passed. */
export async function totpCode(
  secret: string,
  afterStep?: number,
): Promise<{ code: string; step: number }> {
  let step = Math.floor(Date.now() / 30_000);
  if (afterStep !== undefined && step <= afterStep) {
    await new Promise((resolve) =>
      setTimeout(resolve, (afterStep + 1) * 30_000 - Date.now() + 200),
    );
    step = Math.floor(Date.now() / 30_000);
  }
  return { code: await generate({ secret }), step };
}
