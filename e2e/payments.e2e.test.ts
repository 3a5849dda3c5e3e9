import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { razorpaySignature } from '../apps/server/src/lib/payments/razorpay';
import { RAZORPAY_KEYS } from '../apps/server/test/helpers/payment-gateways';
import { createVerifiedAccount, signInOnLoginPage } from './helpers/accounts';
import { expectNoPageErrors, launchBrowser, openPage, screenshot } from './helpers/browser';

/** Signed in and on /subscription with its data loaded. */
async function subscriptionPage(page: Page, name: string) {
  const account = await createVerifiedAccount(name);
  await signInOnLoginPage(page, account);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/subscription');
  await page.getByRole('heading', { name: 'Subscription and Usage' }).waitFor();
  await page.getByRole('progressbar', { name: 'AI Prompts' }).waitFor();
}

/** The payment-method dialog, paying with the local TEST MODE gateway. */
async function payInSandbox(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Sandbox \(test mode\)/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout/sandbox');
  await expect.poll(() => page.getByText('TEST MODE').first().isVisible()).toBe(true);
}

/**
 * Razorpay's checkout.js, served at its real address (so the page's CSP is what allows it), paying
 * at once: the payer's side of Razorpay, signed with the key secret as Razorpay would sign it.
 */
async function fakeRazorpayCheckout(page: Page) {
  await page.exposeFunction('atelierRazorpayPays', (orderId: string) => {
    const paymentId = `pay_e2e${Date.now()}`;
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: razorpaySignature(
        RAZORPAY_KEYS.RAZORPAY_KEY_SECRET,
        `${orderId}|${paymentId}`,
      ),
    };
  });
  await page.route('https://checkout.razorpay.com/v1/checkout.js', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.Razorpay = class {
        constructor(options) { this.options = options; }
        on() {}
        open() { window.atelierRazorpayPays(this.options.order_id).then((p) => this.options.handler(p)); }
      };`,
    }),
  );
}

describe('payments, through the sandbox gateway and Razorpay', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('buys a credit pack and sees the balance and the history change', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await subscriptionPage(page, 'Mary');
    const pill = page.getByRole('link', { name: /credits$/ }).first();
    await expect.poll(() => pill.textContent()).toContain('0.00');

    await page
      .getByRole('listitem', { name: '10 credits' })
      .getByRole('button', { name: 'Buy' })
      .click();
    await payInSandbox(page);
    await expect.poll(() => page.getByText('10 credits').first().isVisible()).toBe(true);
    await screenshot(page, 'payments-sandbox-checkout');
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await page.waitForURL((url) => url.pathname === '/subscription' && url.search === '');
    await expect
      .poll(() =>
        page
          .getByText('Payment successful! 10 credits have been added to your account.')
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => pill.textContent(), { timeout: 10_000 }).toContain('10.00');
    const history = page.getByRole('table');
    await expect
      .poll(() => history.getByText('Purchased 10 credits (sandbox)').isVisible())
      .toBe(true);
    await screenshot(page, 'payments-credits-bought');
    expectNoPageErrors(tracked);
    await page.context().close();
  });

  it('buys the pro plan and sees the new limits', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await subscriptionPage(page, 'Alan');
    const prompts = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('progressbar', { name: 'AI Prompts' }) });
    await expect.poll(() => prompts.textContent()).toContain('0 / 15');

    await page
      .getByRole('listitem', { name: 'Pro' })
      .getByRole('button', { name: 'Choose Pro' })
      .click();
    await payInSandbox(page);
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await page.waitForURL((url) => url.pathname === '/subscription/success');
    await expect.poll(() => page.getByText('Active', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Sandbox (test mode)').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('1 Month').isVisible()).toBe(true);
    await screenshot(page, 'payments-plan-success');

    await page.goto('/subscription');
    await expect.poll(() => prompts.textContent(), { timeout: 10_000 }).toContain('0 / 50');
    await expect
      .poll(() =>
        page
          .getByRole('listitem', { name: 'Pro' })
          .getByRole('button', { name: 'Current plan' })
          .isDisabled(),
      )
      .toBe(true);
    await screenshot(page, 'payments-plan-limits');
    expectNoPageErrors(tracked);
    await page.context().close();
  });

  it('buys a credit pack with Razorpay, whose checkout.js the page is allowed to load', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await fakeRazorpayCheckout(page);
    await subscriptionPage(page, 'Ravi');
    await page
      .getByRole('listitem', { name: '5 credits', exact: true })
      .getByRole('button', { name: 'Buy' })
      .click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('radio', { name: /Razorpay/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect
      .poll(() =>
        page
          .getByText('Payment successful! 5 credits have been added to your account.')
          .isVisible(),
      )
      .toBe(true);
    const pill = page.getByRole('link', { name: /credits$/ }).first();
    await expect.poll(() => pill.textContent()).toContain('5.00');
    await expect
      .poll(() => page.getByRole('table').getByText('Purchased 5 credits (razorpay)').isVisible())
      .toBe(true);
    expectNoPageErrors(tracked);
    await page.context().close();
  });
});
