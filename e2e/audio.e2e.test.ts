import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoPageErrors,
  expectTabsFitPhone,
  launchBrowser,
  openPage,
  screenshot,
} from './helpers/browser';
import { buyTenCredits, captureDownload, creditsPill, signIn } from './helpers/creation';
import { clickTrack } from '../apps/server/test/helpers/audio';

const GENERATION_TIMEOUT = 60_000;

/** What the journey reads of the <audio> element; e2e programs are type-checked without the DOM lib. */
interface AudioElement {
  readyState: number;
  duration: number;
  currentTime: number;
  paused: boolean;
  play(): Promise<void>;
}

/** The result's player: loads, plays (the clock moves), and shows the file's waveform. */
async function expectPlays(result: Locator) {
  const audio = result.locator('audio');
  await expect
    .poll(() => audio.evaluate((el: AudioElement) => el.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  await audio.evaluate((el: AudioElement) => el.play());
  await expect
    .poll(() => audio.evaluate((el: AudioElement) => el.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.2);
  await result.getByRole('img', { name: /^Waveform of/ }).waitFor();
  return audio.evaluate((el: AudioElement) => el.duration);
}

/** An MP3 starts with an ID3 tag or an MPEG frame; a WAV with RIFF. */
const looksLike = (bytes: Buffer, format: 'mp3' | 'wav') =>
  format === 'wav'
    ? bytes.subarray(0, 4).toString('latin1') === 'RIFF'
    : bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && bytes[1] >= 0xe0);

async function openAudio(page: Page, name: string) {
  await signIn(page, name);
  await buyTenCredits(page);
  await page.goto('/audio-generation');
  await page.getByRole('heading', { name: 'AI Audio', level: 1 }).waitFor();
}

// The server under test has no provider keys: eSpeak NG and the local composer answer.
describe('audio, with the local engines', () => {
  let browser: Browser;
  let dir: string;
  let beat: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    dir = await mkdtemp(path.join(tmpdir(), 'atelier-e2e-audio-'));
    // A reference with a beat anyone can hear: clicks at 120 bpm for 12 s.
    beat = path.join(dir, 'beat.wav');
    await writeFile(beat, clickTrack(120, 12));
  });
  afterAll(async () => {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('speaks a voice-over, plays it, and downloads it under the product name', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await openAudio(page, 'Ada');
    const text = 'Welcome to Atelier. Every voice on this page runs on your own server.';
    await page.getByRole('textbox', { name: 'Text' }).fill(text);
    expect(await page.getByText(`${text.length} / 5000 characters`).isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Voice' }).selectOption('Deep_Voice_Man');
    await screenshot(page, 'audio-voice-over-form');
    await page.getByRole('button', { name: 'Generate Voice Over' }).click();
    const result = page.getByRole('region', { name: 'Generated audio' });
    await result.waitFor({ timeout: GENERATION_TIMEOUT });
    expect(
      await page.getByText(/^Audio generated successfully! 0\.0\d+ credits used/).isVisible(),
    ).toBe(true);
    expect(await expectPlays(result)).toBeGreaterThan(2);
    await screenshot(page, 'audio-voice-over-result');
    const file = await captureDownload(page, () =>
      result.getByRole('button', { name: 'Download Audio' }).click(),
    );
    expect(file.name).toMatch(/^atelier-audio-voice-over-\d{8}-\d{6}-v1\.mp3$/);
    expect(looksLike(file.bytes, 'mp3')).toBe(true);
    await expect.poll(() => creditsPill(page).textContent(), { timeout: 10_000 }).toContain('9.9');
    expectNoPageErrors(tracked);
    await page.context().close();
  });

  it('composes music of the length asked, plays it, and downloads a WAV', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await openAudio(page, 'Clara');
    await expectTabsFitPhone(page, 'Audio tool');
    await page.getByRole('tab', { name: 'Music', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Music', exact: true });
    await panel.getByRole('textbox', { name: 'Prompt' }).fill('upbeat electronic dance track');
    await panel.getByRole('slider', { name: 'Duration (seconds)' }).fill('5');
    await panel.getByRole('combobox', { name: 'File format' }).selectOption('wav');
    // MusicGen's 0.014 + 5 x 0.0028 with the margin.
    expect(await panel.getByText('0.0379 credits', { exact: true }).isVisible()).toBe(true);
    await panel.getByRole('button', { name: 'Generate Music' }).click();
    const result = page.getByRole('region', { name: 'Generated audio' });
    await result.waitFor({ timeout: GENERATION_TIMEOUT });
    expect(await expectPlays(result)).toBeCloseTo(5, 0);
    await screenshot(page, 'audio-music-result');
    const file = await captureDownload(page, () =>
      result.getByRole('button', { name: 'Download Audio' }).click(),
    );
    expect(file.name).toMatch(/^atelier-audio-music-\d{8}-\d{6}-v1\.wav$/);
    expect(looksLike(file.bytes, 'wav')).toBe(true);
    // 10 - 0.037912
    await expect.poll(() => creditsPill(page).textContent(), { timeout: 10_000 }).toContain('9.96');
    expectNoPageErrors(tracked);
    await page.context().close();
  });

  it('sings a song with lyrics over a track in the tempo of an uploaded reference, plays it, and downloads it', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await openAudio(page, 'Nina');
    await page.getByRole('tab', { name: 'Song with Music' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Song with Music' });
    await panel.getByRole('button', { name: 'Generate Song' }).click();
    // The banner says it, and so does a toast, which is let go before the page is checked.
    await page
      .getByRole('alert')
      .filter({ hasText: 'Please enter a prompt for song generation' })
      .first()
      .waitFor();
    await page
      .locator('[data-sonner-toast]')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 });
    await panel.getByRole('textbox', { name: 'Prompt' }).fill('a happy folk song about the sea');
    await panel
      .getByRole('textbox', { name: 'Lyrics (optional)' })
      .fill('The sea is wide\nAnd so am I');
    await panel.getByLabel('Upload an audio file (up to 20 MB)').setInputFiles(beat);
    // The chosen file is previewed in the page (its data: URL plays under the site's policy).
    const preview = panel.getByLabel('Reference track (optional) preview');
    await expect
      .poll(() => preview.evaluate((el: AudioElement) => el.readyState), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    await panel.getByRole('button', { name: 'Generate Song' }).click();
    const result = page.getByRole('region', { name: 'Generated audio' });
    await result.waitFor({ timeout: GENERATION_TIMEOUT });
    expect(await expectPlays(result)).toBeGreaterThanOrEqual(15);
    expect(await result.getByText(/The tempo follows your reference \(120 bpm\)/).isVisible()).toBe(
      true,
    );
    await screenshot(page, 'audio-song-result');
    const file = await captureDownload(page, () =>
      result.getByRole('button', { name: 'Download Audio' }).click(),
    );
    expect(file.name).toMatch(/^atelier-audio-song-with-music-\d{8}-\d{6}-v1\.mp3$/);
    expect(looksLike(file.bytes, 'mp3')).toBe(true);
    expectNoPageErrors(tracked);
    await page.context().close();
  });
});
