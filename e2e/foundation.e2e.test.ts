import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
