import { DEVELOPER_MESSAGES } from '@atelier/contract';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInOnLoginPage } from './helpers/accounts';
import { expectNoPageErrors, launchBrowser, openPage, screenshot } from './helpers/browser';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A webhook receiver on 127.0.0.1 that keeps what it is sent and answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/atelier`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Signed in through /login, then on the landing page's signed-in card. */
async function signIn(page: Page, name: string) {
  const account = await createVerifiedAccount(name);
  await signInOnLoginPage(page, account);
  await page.waitForURL((url) => url.pathname === '/');
  return account;
}

/** The session's token, as the page stored it; the tests compile without the DOM's types. */
function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() =>
    (
      globalThis as unknown as { localStorage: { getItem(key: string): string | null } }
    ).localStorage.getItem('token'),
  );
}

/** The Growth plan for a month, paid through the sandbox gateway's API as its page would. */
async function buyGrowth(token: string) {
  const baseUrl = inject('baseUrl');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const order = await fetch(`${baseUrl}/api/subscription/sandbox-order`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ plan_id: 'growth', billing_cycle: 'monthly' }),
  });
  expect(order.status).toBe(200);
  const { order_id: orderId } = (await order.json()) as { order_id: string };
  const approved = await fetch(
    `${baseUrl}/api/payments/sandbox/orders/${encodeURIComponent(orderId)}/approve`,
    { method: 'POST', headers: { authorization: `Bearer ${token}` } },
  );
  expect(approved.status).toBe(200);
}

/** GET /api/auth/me with a personal key, as a script would call it. */
function meWithKey(key: string): Promise<Response> {
  return fetch(`${inject('baseUrl')}/api/auth/me`, { headers: { authorization: `Bearer ${key}` } });
}

describe('developers: API keys and webhooks', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it(
    'a Growth user creates a key, calls the API with it, revokes it, and runs a webhook',
    { timeout: 180_000 },
    async () => {
      const receiver = await startReceiver();
      const tracked = await openPage(browser);
      const { page } = tracked;
      try {
        const account = await signIn(page, 'Devi');
        await buyGrowth((await sessionToken(page)) ?? '');

        await page.goto('/dashboard');
        // Twice in CI, right after the generation journeys, this page had not shown its menu
        // within 30 s, for a reason not found yet (a machine still busy encoding their videos,
        // or a signed-out page): it gets longer, and a screenshot if it fails, to tell which.
        const menuButton = page.getByRole('button', { name: 'Open menu' });
        await menuButton.waitFor({ timeout: 90_000 }).catch(async (error: unknown) => {
          await screenshot(page, 'developers-dashboard-without-menu');
          throw error;
        });
        await menuButton.click();
        await page
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('link', { name: 'Developers' })
          .click();
        await page.waitForURL((url) => url.pathname === '/developers');
        await page.getByText('You have no API keys yet.').waitFor();
        expect(await page.getByText(DEVELOPER_MESSAGES.needsGrowthPlan).count()).toBe(0);
        const origin = new URL(page.url()).origin;
        expect(await page.getByRole('group', { name: 'curl' }).textContent()).toContain(
          `curl ${origin}/api/generate-image`,
        );
        await screenshot(page, 'developers-growth');

        // A key, shown once, that works until it is revoked.
        const keyForm = page.getByRole('form', { name: 'Create API key' });
        await keyForm.getByLabel('Key name').fill('Journey script');
        await keyForm.getByRole('button', { name: 'Create API key' }).click();
        const shownKey = page.getByLabel('Your new API key');
        await shownKey.waitFor();
        const key = await shownKey.inputValue();
        expect(key).toMatch(/^atl_/);
        expect(await page.getByText('Copy it now: you will not see it again.').isVisible()).toBe(
          true,
        );
        const keyItem = page.getByRole('listitem', { name: 'Journey script' });
        await keyItem.waitFor();
        expect(await keyItem.textContent()).not.toContain(key);
        await screenshot(page, 'developers-key-created');

        const me = await meWithKey(key);
        expect(me.status).toBe(200);
        expect(((await me.json()) as { email: string }).email).toBe(account.email);

        await page.getByRole('button', { name: 'Done' }).click();
        expect(await page.getByLabel('Your new API key').count()).toBe(0);
        await keyItem.getByRole('button', { name: 'Revoke Journey script' }).click();
        const revokeDialog = page.getByRole('dialog', { name: 'Revoke this API key?' });
        await revokeDialog.getByRole('button', { name: 'Revoke' }).click();
        await page.getByText('You have no API keys yet.').waitFor();
        const refused = await meWithKey(key);
        expect(refused.status).toBe(401);

        // A webhook to the local receiver: its secret once, a test ping, the log, a redelivery.
        const hookForm = page.getByRole('form', { name: 'Add webhook' });
        await hookForm.getByLabel('Endpoint URL').fill(receiver.url);
        await hookForm.getByRole('checkbox', { name: 'generation.succeeded' }).check();
        await hookForm.getByRole('checkbox', { name: 'credits.low' }).check();
        await hookForm.getByLabel('Credits-low threshold').fill('2.5');
        await hookForm.getByRole('button', { name: 'Add webhook' }).click();
        const shownSecret = page.getByLabel('Your new signing secret');
        await shownSecret.waitFor();
        const secret = await shownSecret.inputValue();
        expect(secret).toMatch(/^whsec_/);
        await page.getByRole('button', { name: 'Done' }).click();

        const hookItem = page.getByRole('listitem', { name: receiver.url });
        await expect.poll(() => hookItem.getByText('Enabled').isVisible()).toBe(true);
        expect(await hookItem.textContent()).toContain('2.50 credits');
        await hookItem.getByRole('button', { name: 'Send test' }).click();
        await expect
          .poll(() =>
            hookItem.getByText('Test ping delivered: the endpoint answered 200.').isVisible(),
          )
          .toBe(true);
        expect(receiver.received).toHaveLength(1);
        const [ping] = receiver.received;
        // Signed with the secret the page showed, as Standard Webhooks' own library checks it.
        const payload = new StandardWebhook(secret).verify(ping.body, ping.headers) as {
          type: string;
        };
        expect(payload.type).toBe('ping');

        await hookItem.getByRole('button', { name: 'Delivery log' }).click();
        const log = hookItem.getByRole('region', { name: `Deliveries to ${receiver.url}` });
        const row = log.getByRole('row').nth(1);
        await expect.poll(() => row.getByText('Delivered').isVisible()).toBe(true);
        expect(await row.textContent()).toContain('ping');
        expect(await row.textContent()).toContain('200');
        await screenshot(page, 'developers-webhook-log');
        const desktop = page.viewportSize();
        await page.setViewportSize({ width: 375, height: 812 });
        await screenshot(page, 'developers-webhook-log-phone');
        if (desktop) await page.setViewportSize(desktop);

        await row.getByRole('button', { name: /^Redeliver ping/ }).click();
        await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
        expect(receiver.received[1].headers['webhook-id']).toBe(ping.headers['webhook-id']);
        await expect
          .poll(() => row.getByText('Delivered').isVisible(), { timeout: 15_000 })
          .toBe(true);
        expect(await log.getByRole('row').count()).toBe(2);

        await hookItem.getByRole('button', { name: 'Remove' }).click();
        await page
          .getByRole('dialog', { name: 'Remove this webhook?' })
          .getByRole('button', { name: 'Remove' })
          .click();
        await page.getByText('You have no webhooks yet.').waitFor();
        await screenshot(page, 'developers-cleared');
        expectNoPageErrors(tracked);
      } finally {
        await page.context().close();
        await receiver.stop();
      }
    },
  );

  it('a Starter user finds the page from Settings and is shown the way to Growth', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await signIn(page, 'Stan');
    await page.goto('/settings');
    await page.getByRole('link', { name: 'API keys and webhooks' }).click();
    await page.waitForURL((url) => url.pathname === '/developers');
    await page.getByText(DEVELOPER_MESSAGES.needsGrowthPlan).waitFor();
    expect(await page.getByRole('form', { name: 'Create API key' }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Add webhook' }).count()).toBe(0);
    await screenshot(page, 'developers-starter');

    await page.getByRole('link', { name: 'Upgrade to Growth' }).click();
    await page.waitForURL((url) => url.pathname === '/subscription');
    await page.getByRole('heading', { name: 'Subscription and Usage' }).waitFor();
    expectNoPageErrors(tracked);
    await page.context().close();
  });
});
