import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoPageErrors, launchBrowser, openPage, screenshot } from './helpers/browser';

describe('a visitor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opening /dashboard lands on the landing page', async () => {
    const tracked = await openPage(browser);
    await tracked.page.goto('/dashboard');
    await tracked.page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => tracked.page.locator('h1').first().isVisible()).toBe(true);
    await screenshot(tracked.page, 'visitor-dashboard-redirects-to-landing');
    expectNoPageErrors(tracked);
  });

  it('reads the landing page before any script runs, then uses it once hydrated', async () => {
    // The page is HTML first: hero and pricing are there with scripts off.
    const html = await (await fetch(`${inject('baseUrl')}/`)).text();
    expect(html).toContain('Create anything with AI, starting free');
    expect(html).toContain('Plans that grow with you');
    const noScript = await browser.newContext({
      baseURL: inject('baseUrl'),
      javaScriptEnabled: false,
    });
    const still = await noScript.newPage();
    await still.goto('/');
    expect(await still.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Create anything with AI, starting free',
    );
    await noScript.close();

    // With scripts, on a phone: the hero's button opens the sign-up panel once React owns it.
    const tracked = await openPage(browser);
    const { page } = tracked;
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Free Today' }).first().click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Create your free account' }).isVisible())
      .toBe(true);
    await screenshot(page, 'landing-hydrated-signup');

    // The sections below the first screen hydrate when the visitor scrolls to them.
    await page.goto('/');
    const finalCta = page.locator('section[aria-labelledby="final-cta-title"]');
    await finalCta.scrollIntoViewIfNeeded();
    await finalCta.getByRole('button', { name: 'Start Free Today' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Create your free account' }).isVisible())
      .toBe(true);
    expectNoPageErrors(tracked);
  });

  it('sees a public page painted from its HTML alone, then gets its stylesheet and scripts', async () => {
    // Issue 48: no stylesheet blocks the first paint (the markup's CSS is inline; the full sheet's
    // link is there for a browser without JavaScript), and the one script is the boot script.
    for (const address of ['/', '/login', '/register', '/terms', '/privacy', '/de/', '/pt/login']) {
      const html = await (await fetch(`${inject('baseUrl')}${address}`)).text();
      expect(html.replace(/<noscript>.*?<\/noscript>/gs, '')).not.toMatch(/rel="stylesheet"/);
      expect(html).toMatch(
        /<noscript><link rel="stylesheet" href="\/assets\/[^"]+\.css"><\/noscript>/,
      );
      expect(html).toMatch(/<style>/);
      const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(/^\/assets\/boot-[\w-]+\.js$/);
    }

    // In the browser the page asks for nothing else before its first contentful paint; then the
    // sheet and the app come, and the form works once the page is hydrated.
    const tracked = await openPage(browser);
    const { page } = tracked;
    await page.goto('/login');
    await expect.poll(() => page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true);
    const loaded = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      requests: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    const early = loaded.requests.filter((request) => request.start < loaded.paint);
    expect(early.map((request) => request.path)).toEqual([
      expect.stringMatching(/^\/assets\/boot-/),
    ]);
    expect(loaded.requests.map((request) => request.path)).toContainEqual(
      expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
    );
    // The boot script's link, and the sheet itself fetched.
    expect(await page.locator('head > link[rel="stylesheet"][href^="/assets/"]').count()).toBe(1);
    expect(loaded.requests.map((request) => request.path)).toContainEqual(
      expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/),
    );
    await screenshot(page, 'login-hydrated');
    expectNoPageErrors(tracked);
  });

  it('sees a real 404 page for an unknown path', async () => {
    const tracked = await openPage(browser);
    const response = await tracked.page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => tracked.page.getByRole('heading', { name: 'Page not found' }).isVisible())
      .toBe(true);
    expect(await tracked.page.textContent('body')).toContain('/no/such/page');
    await screenshot(tracked.page, 'not-found');
    expectNoPageErrors(tracked);
  });

  it('can read the API documentation at /api/docs', async () => {
    const tracked = await openPage(browser);
    await tracked.page.goto('/api/docs');
    await expect
      .poll(() => tracked.page.locator('.swagger-ui .info .title').textContent())
      .toMatch(/API/);
    await expect.poll(() => tracked.page.getByText('/api/health').first().isVisible()).toBe(true);
    await screenshot(tracked.page, 'api-docs');
    expectNoPageErrors(tracked);
  });
});
