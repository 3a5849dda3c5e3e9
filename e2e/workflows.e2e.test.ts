import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, signInOnLoginPage } from './helpers/accounts';
import { downloadedBytes } from './helpers/creation';
import { expectNoPageErrors, launchBrowser, openPage, screenshot } from './helpers/browser';

async function toastShows(page: Page, text: string) {
  await expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 10_000 }).toBe(true);
}

/** The selected workflow's progress, as its progress bar announces it. */
const progressOf = (page: Page) =>
  page.getByRole('progressbar').first().getAttribute('aria-valuenow').then(Number);

describe('workflow automation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('creates from a template, tracks progress, shares, exports and imports it back', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const account = await createVerifiedAccount('Wanda');
    await signInOnLoginPage(page, account);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });

    await page.goto('/workflows');
    await page.getByRole('heading', { name: 'Workflow Automation', level: 1 }).waitFor();
    await page.getByRole('tab', { name: /Templates/ }).click();
    const template = page.getByRole('article').first();
    const templateName = (await template.getByRole('heading').textContent()) ?? '';
    expect(templateName.length).toBeGreaterThan(3);
    await screenshot(page, 'workflows-templates');
    await template.getByRole('button', { name: 'Use Template' }).click();
    await toastShows(page, 'Workflow created successfully!');
    const copyName = `${templateName} (Copy)`;
    await page.getByRole('heading', { name: copyName, level: 2 }).waitFor();

    // Two steps completed out of the template's phases.
    const statuses = page.getByRole('combobox', { name: /^Status of step \d+$/ });
    const steps = await statuses.count();
    expect(steps).toBeGreaterThanOrEqual(5);
    expect(await progressOf(page)).toBe(0);
    for (const n of [1, 2]) {
      await page.getByRole('combobox', { name: `Status of step ${n}` }).selectOption('completed');
      await toastShows(page, 'Status updated successfully!');
    }
    const expected = Math.round((2 / steps) * 100);
    await expect.poll(() => progressOf(page)).toBe(expected);
    await expect.poll(() => page.getByText(`${expected}%`).first().isVisible()).toBe(true);
    // It is the server's state, not just the page's: a reload shows the same.
    await page.reload();
    await page.getByRole('heading', { name: copyName, level: 2 }).waitFor();
    await expect.poll(() => progressOf(page)).toBe(expected);
    await screenshot(page, 'workflows-progress');

    // Share, then open the link in a browser that is not signed in.
    await page.getByRole('button', { name: 'Share' }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Share workflow' });
    const link = await shareDialog.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).toMatch(/\/shared\/workflows\/[\w-]+$/);
    await shareDialog.getByRole('button', { name: /Copy/ }).click();
    await toastShows(page, 'Share link copied to clipboard!');
    await page.keyboard.press('Escape');

    const visitor = await openPage(browser);
    await visitor.page.goto(link);
    await visitor.page.getByRole('heading', { name: copyName, level: 1 }).waitFor();
    expect(
      await visitor.page
        .getByText(/expires on/i)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await visitor.page.getByRole('combobox').count()).toBe(0);
    await expect
      .poll(() => visitor.page.getByRole('progressbar').first().getAttribute('aria-valuenow'))
      .toBe(String(expected));
    await screenshot(visitor.page, 'workflows-shared-view');
    expectNoPageErrors(visitor);
    await visitor.page.context().close();

    // Export, then import the file back: an equal workflow, progress included.
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 20_000 }),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(await download.failure()).toBeNull();
    expect(download.suggestedFilename()).toMatch(/-copy\.workflow\.json$/);
    const file = await downloadedBytes(download);
    const exported = JSON.parse(file.toString('utf8')) as {
      format: string;
      workflow: { name: string; steps: { status: string }[] };
    };
    expect(exported.format).toBe('atelier.workflow');
    expect(exported.workflow.name).toBe(copyName);
    expect(exported.workflow.steps.filter((s) => s.status === 'completed')).toHaveLength(2);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import workflow' });
    await importDialog.getByLabel('Workflow file').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/json',
      buffer: file,
    });
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await toastShows(page, 'Workflow imported successfully!');
    const list = page.getByRole('list', { name: 'Workflows' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    await expect.poll(() => list.getByText(copyName).count()).toBe(2);
    await expect.poll(() => progressOf(page)).toBe(expected);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Status of step 2' }).inputValue())
      .toBe('completed');
    await screenshot(page, 'workflows-imported');
    expectNoPageErrors(tracked);
    await page.context().close();
  });
});
