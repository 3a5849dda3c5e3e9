import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoPageErrors,
  expectTabsFitPhone,
  launchBrowser,
  openPage,
  screenshot,
} from './helpers/browser';
import {
  buyTenCredits,
  captureDownload,
  creditsPill,
  loadedImage,
  signIn,
} from './helpers/creation';

const GENERATION_TIMEOUT = 60_000;

// The server under test has no provider keys: the local editor and the local measurement answer.
describe('reimagine, with the local engines', () => {
  let browser: Browser;
  let dir: string;
  let photo: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    dir = await mkdtemp(path.join(tmpdir(), 'atelier-e2e-reimagine-'));
    photo = path.join(dir, 'photo.jpg');
    // A 1024 x 768 "photo": a warm left half and a cool right half.
    const left = await sharp({
      create: { width: 512, height: 768, channels: 3, background: '#d9822b' },
    })
      .png()
      .toBuffer();
    await writeFile(
      photo,
      await sharp({ create: { width: 1024, height: 768, channels: 3, background: '#2b6cd9' } })
        .composite([{ input: left, left: 0, top: 0 }])
        .jpeg()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('uploads a photo, edits it, shows the result and charges the quoted price', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await signIn(page, 'Hilma');
    await buyTenCredits(page);
    await page.goto('/reimagine');
    await page.getByRole('heading', { name: 'Reimagine AI', level: 1 }).waitFor();

    await page.getByLabel('Upload an image (up to 20 MB)').first().setInputFiles(photo);
    await page.getByRole('img', { name: 'Your image preview' }).waitFor();
    await page.getByRole('textbox', { name: 'Prompt' }).fill('black and white, dramatic');
    // FLUX Kontext pro's 0.04 with the margin.
    expect(await page.getByText('0.0542 credits', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'reimagine-image-form');

    await page.getByRole('button', { name: 'Generate Image' }).click();
    const result = page.getByRole('region', { name: 'Reimagined image' });
    await result.waitFor({ timeout: GENERATION_TIMEOUT });
    const image = await loadedImage(result);
    expect(image.width).toBe(1024);
    expect(await result.getByText('Local engine').first().isVisible()).toBe(true);
    expect(
      await page.getByText('Image generated successfully! 0.0542 credits used').isVisible(),
    ).toBe(true);
    // 10 - 0.05416
    await expect.poll(() => creditsPill(page).textContent(), { timeout: 10_000 }).toContain('9.95');
    await screenshot(page, 'reimagine-image-result');

    const file = await captureDownload(page, () =>
      result.getByRole('button', { name: 'Download' }).click(),
    );
    expect(file.name).toMatch(/\.png$/);
    const { width, height } = await sharp(file.bytes).metadata();
    expect({ width, height }).toEqual({ width: 1024, height: 768 });
    expectNoPageErrors(tracked);
    await page.context().close();
  });

  it('analyses an uploaded photo and says the local answer is a measurement', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await signIn(page, 'Agnes');
    await buyTenCredits(page);
    await page.goto('/reimagine');
    await page.getByRole('tab', { name: 'Analyze Image' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Analyze Image' });
    await panel.getByLabel('Upload an image (up to 20 MB)').setInputFiles(photo);
    await panel.getByRole('textbox', { name: 'Analysis prompt' }).fill('What is in this image?');
    await panel.getByRole('button', { name: 'Analyze Image' }).click();
    const result = page.getByRole('region', { name: 'Image analysis' });
    await result.waitFor({ timeout: GENERATION_TIMEOUT });
    expect(await result.getByText(/1024 x 768 px, landscape, JPG/).isVisible()).toBe(true);
    expect(await result.getByText(/not an AI reading of the picture/).isVisible()).toBe(true);
    expect(await page.getByText('Analysis completed!').isVisible()).toBe(true);
    // 10 - 0.002708
    await expect
      .poll(() => creditsPill(page).textContent(), { timeout: 10_000 })
      .toContain('10.00');
    await screenshot(page, 'reimagine-analysis-result');
    expectNoPageErrors(tracked);
    await page.context().close();
  });

  it('sets a photo in motion as a video and charges the quoted price', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await signIn(page, 'Sonia');
    await buyTenCredits(page);
    await page.goto('/reimagine');
    await expectTabsFitPhone(page, 'Reimagine mode');
    await page.getByRole('tab', { name: 'Video Reference Input' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Video Reference Input' });
    await panel.getByRole('combobox', { name: 'Quality' }).selectOption('360p');
    await panel.getByLabel('Upload an image (up to 20 MB)').first().setInputFiles(photo);
    await panel.getByRole('textbox', { name: 'Prompt' }).fill('slow zoom towards the orange half');
    // PixVerse 360p, 5 s: 0.30 with the margin.
    expect(await panel.getByText('0.4062 credits', { exact: true }).isVisible()).toBe(true);
    await panel.getByRole('button', { name: 'Generate Video' }).click();
    const result = page.getByRole('region', { name: 'Reimagined video' });
    await result.waitFor({ timeout: GENERATION_TIMEOUT });
    const video = result.locator('video');
    await expect
      .poll(() => video.evaluate((el: { readyState: number }) => el.readyState), {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(1);
    const size = await video.evaluate((el: { videoWidth: number; videoHeight: number }) => [
      el.videoWidth,
      el.videoHeight,
    ]);
    expect(size).toEqual([640, 360]);
    // 10 - 0.4062
    await expect.poll(() => creditsPill(page).textContent(), { timeout: 10_000 }).toContain('9.59');
    await screenshot(page, 'reimagine-video-result');
    expectNoPageErrors(tracked);
    await page.context().close();
  });
});
