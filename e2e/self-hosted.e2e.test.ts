import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startComfyUIDouble } from '../apps/server/test/helpers/comfyui-double';
import { createVerifiedAccount, signInOnLoginPage } from './helpers/accounts';
import { expectNoPageErrors, launchBrowser, openPage, screenshot } from './helpers/browser';
import { loadedImage } from './helpers/creation';
import { startBuiltServer, type JourneyServer } from './helpers/server';

/**
 * Issue 36: an operator points Atelier at their own ComfyUI (here the local double of its API,
 * which draws real PNGs) and a user's free image is drawn there, with "Your server" on the result.
 */
describe('an image drawn on your own ComfyUI server', () => {
  let comfy: Awaited<ReturnType<typeof startComfyUIDouble>>;
  let server: JourneyServer;
  let browser: Browser;

  beforeAll(async () => {
    comfy = await startComfyUIDouble();
    server = await startBuiltServer('comfyui', {
      COMFYUI_URL: comfy.url,
      RATE_LIMIT_MAX: '100000',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await comfy?.stop();
  });

  it('generates a free image through ComfyUI and says it came from your server', async () => {
    const account = await createVerifiedAccount('Comfy', server);
    const tracked = await openPage(browser, server.baseUrl);
    const { page } = tracked;
    await signInOnLoginPage(page, account);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });

    await page.goto('/image-generation');
    await page.getByRole('heading', { name: 'AI Image Generation', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: 'Free' }).isChecked()).toBe(true);
    await page
      .getByRole('textbox', { name: 'Image prompt' })
      .fill('A paper boat on a rainy street');
    await page.getByRole('button', { name: 'Generate Image' }).click();
    const result = page.getByRole('region', { name: 'Generated image' });
    await result.waitFor({ timeout: 60_000 });
    const { width } = await loadedImage(result);
    expect(width).toBeGreaterThan(0);
    await expect.poll(() => result.getByText('Your server').first().isVisible()).toBe(true);

    // ComfyUI drew it: the shipped workflow with the user's prompt, followed over its socket.
    const [queued] = comfy.calls('POST', '/prompt');
    expect(JSON.stringify(queued?.body)).toContain('A paper boat on a rainy street');
    expect(comfy.sockets().length).toBeGreaterThan(0);
    await screenshot(page, 'self-hosted-comfyui-image');
    expectNoPageErrors(tracked);
  });
});
