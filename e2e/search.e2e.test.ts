import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, signInOnLoginPage } from './helpers/accounts';
import { expectNoPageErrors, launchBrowser, openPage, screenshot } from './helpers/browser';

const explorer = (page: Page) => page.getByRole('dialog', { name: 'Assistance Explorer' });

/** A result card, found by its title. */
const card = (page: Page, title: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('search assistant', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('finds a page despite typos, remembers the search, and opens a help article', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    const account = await createVerifiedAccount('Sam');
    await signInOnLoginPage(page, account);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });

    // The Explorer, opened from the keyboard, on its search box.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.keyboard.press('Control+k');
    const panel = explorer(page);
    const box = panel.getByRole('searchbox', { name: 'Search the platform' });
    await box.waitFor();
    await screenshot(page, 'search-explorer-home');

    // Typed straight away: the shortcut put the focus in the search box.
    await page.keyboard.type('promt craftr');
    expect(await box.inputValue()).toBe('promt craftr');
    await page.keyboard.press('Enter');
    await panel.getByText(/^Found \d+ results? in \d+\.\d{3}s$/).waitFor();
    const crafter = card(page, 'Prompt Crafter');
    await crafter.waitFor();
    expect(await crafter.getByText(/^Confidence: \d+%$/).isVisible()).toBe(true);
    await screenshot(page, 'search-explorer-results');

    await crafter.getByRole('link', { name: /^View/ }).click();
    await page.waitForURL((url) => url.pathname === '/prompt-crafter');
    await expect.poll(() => panel.count()).toBe(0);

    // Back in the Explorer, the search is first among the recent ones.
    await page.keyboard.press('Control+k');
    const recent = panel.getByRole('button', { name: /^promt craftr/ });
    await recent.waitFor();
    await screenshot(page, 'search-explorer-recent');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);

    // The search page finds the help centre's article on daily limits and opens it.
    await page.goto('/search?q=daily limit');
    await page.getByRole('heading', { name: 'Assistance AI Search', level: 1 }).waitFor();
    await page.getByText(/^Found \d+ results? in \d+\.\d{3}s$/).waitFor();
    const article = page
      .getByRole('article')
      .filter({ hasText: 'Help Centre' })
      .filter({ has: page.getByRole('link', { name: /^View/ }) })
      .first();
    await article.waitFor();
    const title = (await article.getByRole('heading').textContent()) ?? '';
    expect(title.toLowerCase()).toContain('daily limit');
    await screenshot(page, 'search-page-results');

    await article.getByRole('link', { name: /^View/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/help/'));
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    // The body is rendered Markdown: headings and links, no stray syntax.
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('main').textContent()).not.toMatch(/\*\*|\]\(|^## /m);
    await screenshot(page, 'search-help-article');

    await page.goto('/search?q=zzqxv');
    await page.getByRole('heading', { name: 'No Results Found' }).waitFor();
    await page.getByText('Try different keywords or check your spelling.').waitFor();
    await screenshot(page, 'search-page-no-results');

    expectNoPageErrors(tracked);
    await page.context().close();
  });
});
