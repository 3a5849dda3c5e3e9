import type { Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createVerifiedAccount, signInOnLoginPage } from './accounts';

/** What the journeys read inside the page; the e2e programs are type-checked without the DOM lib. */
export interface ImageElement {
  complete: boolean;
  naturalWidth: number;
  currentSrc: string;
}

export async function signIn(page: Page, name: string) {
  const account = await createVerifiedAccount(name);
  await signInOnLoginPage(page, account);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
}

export const creditsPill = (page: Page) => page.getByRole('link', { name: /credits$/ }).first();

/** Ten credits from a pack paid through the sandbox gateway, as payments.e2e buys them. */
export async function buyTenCredits(page: Page) {
  await page.goto('/subscription');
  await page.getByRole('heading', { name: 'Subscription and Usage' }).waitFor();
  await page
    .getByRole('listitem', { name: '10 credits' })
    .getByRole('button', { name: 'Buy' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Sandbox \(test mode\)/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout/sandbox');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL((url) => url.pathname === '/subscription' && url.search === '');
  await expect.poll(() => creditsPill(page).textContent(), { timeout: 10_000 }).toContain('10.00');
}

/** Waits for the picture to have been fetched and decoded: a broken <img> has naturalWidth 0. */
export async function loadedImage(region: Locator): Promise<{ src: string; width: number }> {
  const img = region.getByRole('img');
  await expect
    .poll(() => img.evaluate((el: ImageElement) => el.complete && el.naturalWidth > 0), {
      timeout: 15_000,
    })
    .toBe(true);
  return img.evaluate((el: ImageElement) => ({ src: el.currentSrc, width: el.naturalWidth }));
}

/** Runs `action`, which should save a file, and answers the file's name and bytes. */
export async function captureDownload(page: Page, action: () => Promise<unknown>) {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    action(),
  ]);
  expect(await download.failure()).toBeNull();
  return { name: download.suggestedFilename(), bytes: await downloadedBytes(download) };
}

/**
 * The bytes of a finished download. The journeys share one browser they connect to, and a
 * connected browser's download has no local path (`download.path()` throws), so it is read as
 * a stream.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
