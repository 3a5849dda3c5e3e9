import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect, inject, onTestFailed } from 'vitest';

const SCREENSHOTS = path.resolve('test-results');

/**
 * The run's one Chromium (started by global-setup.ts with `CHROMIUM`), connected to: each journey
 * works in contexts of its own, and closing it disconnects rather than stopping the browser, so
 * the journeys no longer start a browser each (issue 48).
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

export interface TrackedPage {
  page: Page;
  /**
   * Console errors, uncaught exceptions (a CSP violation shows up here too) and failed requests
   * as `404 POST /api/init-data`, seen so far.
   */
  errors: string[];
}

/**
 * A page in a new context, on the shared server unless a journey started its own. The context
 * asks for reduced motion, as some users do: toasts then appear and leave without fading, so axe
 * never reads a toast caught half transparent as low contrast (it once did, between
 * `settleAnimations` and the check, as a toast began to leave).
 */
export async function openPage(
  browser: Browser,
  baseURL: string = inject('baseUrl'),
  options: BrowserContextOptions = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // A failed request is recorded below with its method and path, which say more.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      const { pathname } = new URL(response.url());
      errors.push(`${response.status()} ${response.request().method()} ${pathname}`);
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // A journey that fails says where its page was and what went wrong there, for CI's log.
  onTestFailed(() => {
    const seen = page.isClosed() ? 'closed' : page.url();
    console.error(`The page was at ${seen}; errors: ${JSON.stringify(errors)}`);
  });
  return { page, errors };
}

/**
 * Every page a journey visits is saved for a person to look at, and checked with axe: a serious
 * or critical accessibility violation fails the journey.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await settleAnimations(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  await expectAccessible(page, name);
  await expectPageMargin(page, name);
}

/**
 * The page's heading keeps its distance from the window's left edge: three tool pages once drew
 * without the page container, flush against it. Headings for screen readers only are skipped.
 */
async function expectPageMargin(page: Page, name: string): Promise<void> {
  for (const heading of await page.locator('h1').all()) {
    const box = await heading.boundingBox();
    if (!box || box.width <= 1) continue;
    expect(box.x, `${name}: the page heading touches the window's edge`).toBeGreaterThanOrEqual(16);
    return;
  }
}

/**
 * On a phone (375 px) every tab of the named strip is within the window and the strip needs no
 * sideways scroll: a tool's tabs once ran off the edge there. The window's size is put back after.
 */
export async function expectTabsFitPhone(page: Page, tablist: string): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  const strip = page.getByRole('tablist', { name: tablist });
  // The element's widths, described here since the tests compile without the DOM's types.
  const overflow = await strip.evaluate(
    (el: { scrollWidth: number; clientWidth: number }) => el.scrollWidth - el.clientWidth,
  );
  expect(overflow, `${tablist}: the tabs need a sideways scroll`).toBe(0);
  for (const tab of await strip.getByRole('tab').all()) {
    const box = await tab.boundingBox();
    expect(box, `${tablist}: a tab is not drawn`).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  }
  if (before) await page.setViewportSize(before);
}

/**
 * Lets every finite animation and transition end (a toast fading in is half transparent, and axe
 * would read its text as low contrast); endless ones, such as spinners, are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    // The page's own `document`, described here since the tests compile without the DOM's types.
    interface RunningAnimation {
      effect: { getComputedTiming(): { endTime?: number | string } } | null;
      finished: Promise<unknown>;
    }
    const { document } = globalThis as unknown as {
      document: { getAnimations(): RunningAnimation[] };
    };
    const ending = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)))
      .map((a) => a.finished.catch(() => undefined));
    return Promise.race([
      Promise.all(ending),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

export async function expectAccessible(page: Page, name: string): Promise<void> {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${name}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(blocking).toEqual([]);
}

export function expectNoPageErrors(tracked: TrackedPage, allowed: RegExp[] = []): void {
  const unexpected = tracked.errors.filter(
    (text) => !allowed.some((pattern) => pattern.test(text)),
  );
  expect(unexpected).toEqual([]);
}
