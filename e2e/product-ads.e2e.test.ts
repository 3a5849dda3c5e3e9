import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoPageErrors, launchBrowser, openPage, screenshot } from './helpers/browser';
import { buyTenCredits, creditsPill, signIn, type ImageElement } from './helpers/creation';

const GENERATION_TIMEOUT = 60_000;

// No provider keys: the local template writes the concepts and the local composer makes the ads.
describe('product ads, with the local engines', () => {
  let browser: Browser;
  let dir: string;
  let photo: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    dir = await mkdtemp(path.join(tmpdir(), 'atelier-e2e-ads-'));
    photo = path.join(dir, 'bottle.png');
    await writeFile(
      photo,
      await sharp({ create: { width: 400, height: 600, channels: 3, background: '#ffffff' } })
        .composite([
          {
            input: { create: { width: 160, height: 420, channels: 3, background: '#1e3a8a' } },
            left: 120,
            top: 120,
          },
        ])
        .png()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('makes two image ad variations, shows them, charges them and optimises the first', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await signIn(page, 'Coco');
    await buyTenCredits(page);
    await page.goto('/product-ads');
    await page.getByRole('heading', { name: 'Product Ads', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Image Ad' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Image Ad' });
    await panel.getByLabel('Upload an image (up to 20 MB)').setInputFiles(photo);
    await panel
      .getByRole('textbox', { name: 'Product description' })
      .fill('Midnight serum night oil');
    await panel.getByRole('combobox', { name: 'Number of variations' }).selectOption('2');
    await panel.getByRole('combobox', { name: 'Ad style' }).selectOption('luxury and elegant');
    // Two FLUX Kontext pro edits with the margin.
    expect(await panel.getByText('0.1083 credits', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'product-ads-image-form');

    await panel.getByRole('button', { name: 'Generate Image Ad' }).click();
    const result = page.getByRole('region', { name: 'Image ad' });
    await result.waitFor({ timeout: GENERATION_TIMEOUT });
    const images = result.getByRole('img');
    expect(await images.count()).toBe(2);
    await expect
      .poll(() =>
        images.evaluateAll((all: ImageElement[]) =>
          all.every((el) => el.complete && el.naturalWidth === 1024),
        ),
      )
      .toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/Image ad generated! Credits used: 0.1083/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    // 10 - 0.10832
    await expect.poll(() => creditsPill(page).textContent(), { timeout: 10_000 }).toContain('9.89');
    await screenshot(page, 'product-ads-image-result');

    await result.getByRole('button', { name: /Optimi[sz]e/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Output analysis' });
    await dialog.waitFor({ timeout: GENERATION_TIMEOUT });
    expect(await dialog.getByText('Match score').first().isVisible()).toBe(true);
    await screenshot(page, 'product-ads-image-analysis');
    expectNoPageErrors(tracked);
    await page.context().close();
  });

  it('makes a 5-second video ad from the photo and a description', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await signIn(page, 'Elsa');
    await buyTenCredits(page);
    await page.goto('/product-ads');
    const panel = page.getByRole('tabpanel', { name: 'Video Ad' });
    await panel.getByLabel('Upload an image (up to 20 MB)').setInputFiles(photo);
    await panel.getByRole('textbox', { name: 'Product description' }).fill('A calming night oil');
    await panel.getByRole('button', { name: 'Generate Video Ad' }).click();
    const result = page.getByRole('region', { name: 'Video ad' });
    await result.waitFor({ timeout: GENERATION_TIMEOUT });
    const video = result.locator('video');
    await expect
      .poll(() => video.evaluate((el: { readyState: number }) => el.readyState), {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(1);
    const duration = await video.evaluate((el: { duration: number }) => el.duration);
    expect(duration).toBeGreaterThan(4.5);
    expect(duration).toBeLessThanOrEqual(5.05);
    // 10 - 0.4062
    await expect.poll(() => creditsPill(page).textContent(), { timeout: 10_000 }).toContain('9.59');
    await screenshot(page, 'product-ads-video-result');
    expectNoPageErrors(tracked);
    await page.context().close();
  });
});
