import { PLANS } from '@atelier/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFromMail, newAccount } from './helpers/accounts';
import { expectNoPageErrors, launchBrowser, openPage, screenshot } from './helpers/browser';
import { startBuiltServer, type JourneyServer } from './helpers/server';

const REDDIT_PIXEL_ID = 'a2_e2etest';
const SNAP_PIXEL_ID = 'snap-e2e-test';

/** Every host the two pixels load from or report to (the server's policy lists the same). */
const PIXEL_HOSTS =
  /^https:\/\/(www\.redditstatic\.com|alb\.reddit\.com|pixel-config\.reddit\.com|sc-static\.net|tr\.snapchat\.com|tr-shadow\.snapchat\.com)\//;

/**
 * Stand-ins for the pixels' real scripts: each takes over its queue function as the real one
 * does, recording every call in `window.__pixelCalls` instead of sending it, and replays the
 * calls queued before it arrived.
 */
const FAKE_SCRIPTS: Record<string, string> = {
  'https://www.redditstatic.com/ads/pixel.js': `
    rdt.sendEvent = (...a) => (window.__pixelCalls ??= []).push(['reddit', ...a]);
    rdt.callQueue.splice(0).forEach((args) => rdt.sendEvent(...args));`,
  'https://sc-static.net/scevent.min.js': `
    snaptr.handleRequest = (...a) => (window.__pixelCalls ??= []).push(['snap', ...a]);
    snaptr.queue.splice(0).forEach((args) => snaptr.handleRequest(...args));`,
};

/**
 * The shared journey server has no pixel ids, so this journey starts its own, with both pixels and
 * the sandbox gateway on.
 */
const startPixelServer = () =>
  startBuiltServer('e2e-pixels', {
    RATE_LIMIT_MAX: '100000',
    PAYMENTS_SANDBOX: 'true',
    REDDIT_PIXEL_ID,
    SNAP_PIXEL_ID,
  });

/** Answers every request to a pixel host locally, and lists them. */
async function interceptPixels(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(PIXEL_HOSTS, (route) => {
    const url = route.request().url();
    requested.push(url);
    const script = FAKE_SCRIPTS[url];
    return script === undefined
      ? route.fulfill({ status: 204 })
      : route.fulfill({ contentType: 'application/javascript', body: script });
  });
  return requested;
}

type PixelCall = [string, ...unknown[]];

/** The pixel calls this document recorded (a full page load starts a new list). */
function pixelCalls(page: Page): Promise<PixelCall[]> {
  return page.evaluate(
    () => (globalThis as unknown as { __pixelCalls?: PixelCall[] }).__pixelCalls ?? [],
  );
}

async function callsNamed(page: Page, pixel: string, event: string): Promise<PixelCall[]> {
  return (await pixelCalls(page)).filter((call) => call[0] === pixel && call[2] === event);
}

/** Both pixels have started on this document and counted its page view. */
async function expectPageView(page: Page) {
  await expect
    .poll(() => pixelCalls(page))
    .toEqual(
      expect.arrayContaining([
        ['reddit', 'init', REDDIT_PIXEL_ID],
        ['reddit', 'track', 'PageVisit'],
        ['snap', 'init', SNAP_PIXEL_ID],
        ['snap', 'track', 'PAGE_VIEW'],
      ]),
    );
}

const banner = (page: Page) => page.getByRole('region', { name: 'Advertising pixels' });

/** Buys from /subscription through the sandbox gateway; answers the order id. */
async function buyInSandbox(page: Page, item: string, button: string): Promise<string> {
  await page
    .getByRole('listitem', { name: item, exact: true })
    .getByRole('button', { name: button })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Sandbox \(test mode\)/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout/sandbox');
  const order = new URL(page.url()).searchParams.get('order') ?? '';
  await page.getByRole('button', { name: 'Approve payment' }).click();
  return order;
}

describe("advertising pixels, only with the visitor's consent", () => {
  let server: JourneyServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startPixelServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('asks on the first visit, and after Decline loads nothing from any pixel host', async () => {
    const tracked = await openPage(browser, server.baseUrl);
    const { page } = tracked;
    const requested = await interceptPixels(page.context());

    await page.goto('/');
    await banner(page).waitFor();
    expect(await banner(page).textContent()).toContain(
      'advertising pixels from Reddit and Snap to measure',
    );
    await screenshot(page, 'pixels-banner');
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => banner(page).count()).toBe(0);

    const siteAnswered = page.waitForResponse((response) => response.url().endsWith('/api/site'));
    await page.reload();
    await siteAnswered;
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Time for the banner's chunk to arrive, were it going to be shown.
    await page.waitForTimeout(1_000);
    expect(await banner(page).count()).toBe(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'atelier_ad_consent')?.value).toBe('denied');
    expect(requested).toEqual([]);
    expectNoPageErrors(tracked);
    await page.context().close();
  });

  it('after Accept reloads under a policy that admits the pixels, then reports sign-up and purchases once', async () => {
    const tracked = await openPage(browser, server.baseUrl);
    const { page } = tracked;
    const requested = await interceptPixels(page.context());

    await page.goto('/');
    await banner(page).waitFor();
    const reloaded = page.waitForResponse(
      (response) =>
        response.request().resourceType() === 'document' &&
        new URL(response.url()).pathname === '/',
    );
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    const policy = (await reloaded).headers()['content-security-policy'] ?? '';
    expect(policy).toContain('https://sc-static.net');
    expect(policy).toContain('https://www.redditstatic.com');
    await expectPageView(page);
    expect(requested).toEqual(expect.arrayContaining(Object.keys(FAKE_SCRIPTS)));
    expect(await banner(page).count()).toBe(0);
    await screenshot(page, 'pixels-accepted');

    // Sign-up: the event fires at the form's success, before the email is verified.
    const account = newAccount('Pixel');
    await page.goto('/register');
    await expectPageView(page);
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Full name').fill(account.fullName);
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByLabel('Confirm password', { exact: true }).fill(account.password);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await expect
      .poll(() => callsNamed(page, 'reddit', 'SignUp'))
      .toEqual([['reddit', 'track', 'SignUp']]);
    expect(await callsNamed(page, 'snap', 'SIGN_UP')).toEqual([['snap', 'track', 'SIGN_UP']]);

    await page.goto(await linkFromMail(account.email, '/verify-email', server.dataDir));
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });

    // A credit pack through the sandbox gateway: $10 for 10 credits.
    await page.goto('/subscription');
    await page.getByRole('heading', { name: 'Subscription and Usage' }).waitFor();
    const creditsOrder = await buyInSandbox(page, '10 credits', 'Buy');
    await page.waitForURL((url) => url.pathname === '/subscription' && url.search === '');
    await page
      .getByText('Payment successful! 10 credits have been added to your account.')
      .waitFor();
    await expect
      .poll(() => callsNamed(page, 'reddit', 'Purchase'))
      .toEqual([
        [
          'reddit',
          'track',
          'Purchase',
          { value: 10, currency: 'USD', transactionId: creditsOrder },
        ],
      ]);
    expect(await callsNamed(page, 'snap', 'PURCHASE')).toEqual([
      [
        'snap',
        'track',
        'PURCHASE',
        { price: 10, currency: 'USD', transaction_id: creditsOrder, number_items: 1 },
      ],
    ]);
    expect(await callsNamed(page, 'snap', 'SUBSCRIBE')).toEqual([]);

    // A plan: a Purchase, and Snap's SUBSCRIBE; the success page reloaded reports nothing again.
    const planOrder = await buyInSandbox(page, 'Pro', 'Choose Pro');
    await page.waitForURL((url) => url.pathname === '/subscription/success');
    const price = PLANS.pro.price;
    await expect
      .poll(() => callsNamed(page, 'snap', 'SUBSCRIBE'))
      .toEqual([['snap', 'track', 'SUBSCRIBE', { price, currency: 'USD' }]]);
    expect((await callsNamed(page, 'reddit', 'Purchase')).at(-1)).toEqual([
      'reddit',
      'track',
      'Purchase',
      { value: price, currency: 'USD', transactionId: planOrder },
    ]);
    expect((await callsNamed(page, 'snap', 'PURCHASE')).at(-1)).toEqual([
      'snap',
      'track',
      'PURCHASE',
      { price, currency: 'USD', transaction_id: planOrder, number_items: 1 },
    ]);
    await page.getByText('Payment successful!').waitFor();

    await page.reload();
    await page.getByText('Payment successful!').waitFor();
    await expectPageView(page);
    await page.waitForTimeout(1_000);
    expect(await callsNamed(page, 'reddit', 'Purchase')).toEqual([]);
    expect(await callsNamed(page, 'snap', 'PURCHASE')).toEqual([]);
    expect(await callsNamed(page, 'snap', 'SUBSCRIBE')).toEqual([]);
    expectNoPageErrors(tracked);
    await page.context().close();
  });
});
