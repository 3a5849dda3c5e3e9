import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyTenCredits,
  captureDownload,
  creditsPill,
  loadedImage,
  signIn,
  type ImageElement,
} from './helpers/creation';
import { expectNoPageErrors, launchBrowser, openPage, screenshot } from './helpers/browser';

// The server under test has no provider keys: every answer comes from a local engine.
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GENERATION_TIMEOUT = 60_000;
/** HTMLMediaElement.HAVE_METADATA: duration and size are known. */
const HAVE_METADATA = 1;

// What the journeys read inside the page; the e2e programs are type-checked without the DOM lib.
interface VideoElement {
  readyState: number;
  currentTime: number;
  muted: boolean;
  play(): Promise<void>;
  duration: number;
  videoWidth: number;
  videoHeight: number;
}
interface PageGlobals {
  navigator: { clipboard: { readText(): Promise<string> } };
}

async function openTool(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** The value beside a term in a result's details ("Credits used: 0.0488"). */
const detail = (region: Locator, term: string) =>
  region.locator('dt', { hasText: `${term}:` }).locator('xpath=following-sibling::dd');

/** The image's address once it has loaded; null while there is none or it is still loading. */
function loadedSrc(region: Locator): Promise<string | null> {
  return region
    .getByRole('img')
    .evaluate(
      (el: ImageElement) => (el.complete && el.naturalWidth > 0 ? el.currentSrc : null),
      undefined,
      { timeout: 1_000 },
    )
    .catch(() => null);
}

async function generateImage(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Generate Image' }).click();
  const result = page.getByRole('region', { name: 'Generated image' });
  await result.waitFor({ timeout: GENERATION_TIMEOUT });
  return result;
}

async function toastShows(page: Page, text: string) {
  await expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 10_000 }).toBe(true);
}

describe('the creation workspace, with the local engines', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('generates a free image, shows it and downloads it as a PNG', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await signIn(page, 'Frida');
    await openTool(page, '/image-generation', 'AI Image Generation');
    expect(await page.getByRole('radio', { name: 'Free' }).isChecked()).toBe(true);
    await page
      .getByRole('textbox', { name: 'Image prompt' })
      .fill('A lighthouse on a cliff at dusk');
    await screenshot(page, 'generation-image-free-form');

    const result = await generateImage(page);
    const image = await loadedImage(result);
    expect(image.width).toBe(1024);
    expect(await result.getByText('Local engine').first().isVisible()).toBe(true);
    expect(await detail(result, 'Credits used').textContent()).toBe('0.0000');
    await expect.poll(() => creditsPill(page).textContent()).toContain('0.00');
    await screenshot(page, 'generation-image-free-result');

    const file = await captureDownload(page, () =>
      result.getByRole('button', { name: 'Download' }).click(),
    );
    expect(file.name).toMatch(/^atelier-image-free-\d{8}-\d{6}-v1\.png$/);
    expect(file.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    await toastShows(page, 'Download started!');
    expectNoPageErrors(tracked);
    await page.context().close();
  });

  it('generates a paid Ultra HD image and charges 0.0325 x 1.5 credits', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await signIn(page, 'Tamara');
    await buyTenCredits(page);
    await openTool(page, '/image-generation', 'AI Image Generation');
    await page.getByRole('radio', { name: 'Ultra', exact: true }).check();
    await page.getByRole('combobox', { name: 'Resolution' }).selectOption('hd');
    await page.getByRole('combobox', { name: 'Aspect ratio' }).selectOption('16:9');
    await page
      .getByRole('textbox', { name: 'Image prompt' })
      .fill('A tram crossing a bridge in the rain, wide shot');
    // 0.0325 x 1.5 = 0.04875, shown to four places.
    await expect.poll(() => page.getByText('0.0488 credits').isVisible()).toBe(true);
    await screenshot(page, 'generation-image-ultra-form');

    const result = await generateImage(page);
    const image = await loadedImage(result);
    expect(image.width).toBe(1536);
    expect(await result.getByText('1536 x 864, 16:9').isVisible()).toBe(true);
    expect(await result.getByText('Local engine').first().isVisible()).toBe(true);
    expect(await detail(result, 'Credits used').textContent()).toBe('0.0488');
    // 10 - 0.04875 = 9.95125
    expect(await detail(result, 'Remaining').textContent()).toBe('9.95');
    await expect.poll(() => creditsPill(page).textContent(), { timeout: 10_000 }).toContain('9.95');
    await screenshot(page, 'generation-image-ultra-result');

    const file = await captureDownload(page, () =>
      result.getByRole('button', { name: 'Download' }).click(),
    );
    expect(file.name).toMatch(/^atelier-image-ultra-\d{8}-\d{6}-v1\.png$/);
    expect(file.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expectNoPageErrors(tracked);
    await page.context().close();
  }, 90_000);

  it('generates a five-second Ultra video that plays and downloads as an MP4', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await signIn(page, 'Lumiere');
    await buyTenCredits(page);
    await openTool(page, '/video-generation', 'AI Video Generation');
    await page.getByRole('radio', { name: 'Ultra', exact: true }).check();
    await page.getByRole('combobox', { name: 'Duration' }).selectOption('5');
    await page.getByRole('combobox', { name: 'Resolution' }).selectOption('512P');
    await page
      .getByRole('textbox', { name: 'Video prompt' })
      .fill('A paper boat drifting down a rainy street');
    // 5 s x 0.00525 x 1.354 = 0.035543
    await expect.poll(() => page.getByText('0.0355 credits').isVisible()).toBe(true);
    await screenshot(page, 'generation-video-form');

    await page.getByRole('button', { name: 'Generate Video' }).click();
    const result = page.getByRole('region', { name: 'Generated video' });
    await result.waitFor({ timeout: GENERATION_TIMEOUT });
    expect(await result.getByText('Local engine').first().isVisible()).toBe(true);
    const video = result.locator('video');
    await expect
      .poll(() => video.evaluate((el: VideoElement) => el.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(HAVE_METADATA);
    const media = await video.evaluate((el: VideoElement) => ({
      duration: el.duration,
      width: el.videoWidth,
      height: el.videoHeight,
    }));
    expect(media.duration).toBeGreaterThan(4.8);
    expect(media.duration).toBeLessThan(5.2);
    expect([media.width, media.height]).toEqual([912, 512]);
    // Metadata alone is the container; playing past the first frames proves the H.264 decodes.
    await video.evaluate((el: VideoElement) => {
      el.muted = true;
      return el.play();
    });
    await expect
      .poll(() => video.evaluate((el: VideoElement) => el.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.5);
    expect(await detail(result, 'Credits used').textContent()).toBe('0.0355');
    await expect.poll(() => creditsPill(page).textContent(), { timeout: 10_000 }).toContain('9.96');
    await screenshot(page, 'generation-video-result');

    const file = await captureDownload(page, () =>
      result.getByRole('button', { name: 'Download' }).click(),
    );
    expect(file.name).toMatch(/^atelier-video-ultra-\d{8}-\d{6}-v1\.mp4$/);
    expect(file.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expectNoPageErrors(tracked);
    await page.context().close();
  }, 120_000);

  it('writes a structured answer from a template and copies it', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'Ogilvy');
    await openTool(page, '/text-generation', 'Text Generation');
    await page.getByRole('button', { name: /^Product description/ }).click();
    await toastShows(page, 'Template copied! Fill in the [variables] below.');
    await page.getByRole('textbox', { name: 'Product name' }).fill('Tidewater kettle');
    await page
      .getByRole('textbox', { name: 'Key features' })
      .fill('1.7 litres, boils in 3 minutes');
    await page
      .getByRole('textbox', { name: 'Target customer' })
      .fill('tea drinkers in small flats');
    await page.getByRole('textbox', { name: 'Tone' }).fill('warm');
    await page.getByRole('textbox', { name: 'Word count' }).fill('120');
    await page.getByRole('radio', { name: 'Structured' }).check();
    await screenshot(page, 'generation-text-template');

    await page.getByRole('button', { name: 'Generate Response' }).click();
    const response = page.getByRole('region', { name: 'Response' });
    await response.waitFor({ timeout: GENERATION_TIMEOUT });
    expect(await response.getByText('Local engine').first().isVisible()).toBe(true);
    const title = ((await response.locator('article h4').textContent()) ?? '').trim();
    expect(title).not.toBe('');
    expect(await response.locator('article').textContent()).toContain('Tidewater kettle');
    await screenshot(page, 'generation-text-response');

    await response.getByRole('button', { name: 'Copy', exact: true }).click();
    await toastShows(page, 'Copied to clipboard!');
    const copied = await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).navigator.clipboard.readText(),
    );
    expect(copied.startsWith(title)).toBe(true);
    expect(copied).toContain('Tidewater kettle');
    expectNoPageErrors(tracked);
    await page.context().close();
  });

  it('optimises a paid image and regenerates it from a suggested prompt', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await signIn(page, 'Ansel');
    await buyTenCredits(page);
    await openTool(page, '/image-generation', 'AI Image Generation');
    await page.getByRole('radio', { name: 'Ultra', exact: true }).check();
    const prompt = page.getByRole('textbox', { name: 'Image prompt' });
    await prompt.fill('A red fox in fresh snow');
    const first = await loadedImage(await generateImage(page));

    await page.getByRole('button', { name: /^Optimize/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Output analysis' });
    await dialog.waitFor({ timeout: GENERATION_TIMEOUT });
    const score = Number(
      await dialog.getByRole('progressbar', { name: 'Match score' }).getAttribute('aria-valuenow'),
    );
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);
    expect(await dialog.getByText('Local engine').first().isVisible()).toBe(true);
    const suggestions = dialog.getByRole('region', { name: 'Suggested prompts' });
    expect(await suggestions.getByRole('listitem').count()).toBe(3);
    const enhanced = suggestions.getByRole('listitem', { name: 'Enhanced prompt' });
    const suggestion = ((await enhanced.locator('p').nth(1).textContent()) ?? '').trim();
    expect(suggestion).not.toBe('');
    expect(suggestion).not.toBe('A red fox in fresh snow');
    await screenshot(page, 'generation-optimise-analysis');

    // Use & Regenerate saves the current image first, so the regeneration does not lose it.
    const saved = await captureDownload(page, () =>
      enhanced.getByRole('button', { name: 'Use & Regenerate' }).click(),
    );
    expect(saved.name).toMatch(/^atelier-image-ultra-\d{8}-\d{6}-v1\.png$/);
    expect(saved.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    await expect.poll(() => prompt.inputValue()).toBe(suggestion);

    const result = page.getByRole('region', { name: 'Generated image' });
    await expect
      .poll(() => loadedSrc(result), { timeout: GENERATION_TIMEOUT })
      .toSatisfy((src) => src !== null && src !== first.src);
    const second = await loadedImage(result);
    expect(second.src).not.toBe(first.src);
    expect(await detail(result, 'Prompt').textContent()).toBe(suggestion);
    // Two Ultra images (0.0325 each) and one analysis (0.005).
    await expect.poll(() => creditsPill(page).textContent(), { timeout: 10_000 }).toContain('9.93');
    await screenshot(page, 'generation-optimise-regenerated');
    expectNoPageErrors(tracked);
    await page.context().close();
  }, 120_000);
});
