import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadedImage, signIn } from './helpers/creation';
import { expectNoPageErrors, launchBrowser, openPage, screenshot } from './helpers/browser';

// Issue 35: a user switches the interface to Español in Settings and the signed-in app speaks
// it, texts the server sends included. The server under test has no provider keys: the image
// comes from the local engine.
describe('the interface in the language of the account', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('switches to Español: dashboard, menu, an image with its result, the plans and an error', async () => {
    const tracked = await openPage(browser);
    const { page } = tracked;
    await signIn(page, 'Lucia');

    await page.goto('/settings');
    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    // At once, without a reload: the button that was clicked reads in Spanish.
    await page.getByRole('button', { name: 'Guardar preferencias' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await screenshot(page, 'languages-settings-es');

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Panel', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: /Generación de imágenes con IA/ }).waitFor();
    await screenshot(page, 'languages-menu-es');
    await menu.getByRole('link', { name: /Generación de imágenes con IA/ }).click();

    await page.getByRole('heading', { name: 'Generación de imágenes con IA', level: 1 }).waitFor();
    await page
      .getByRole('textbox', { name: 'Prompt de imagen' })
      .fill('Un faro sobre un acantilado al atardecer');
    await page.getByRole('button', { name: 'Generar imagen' }).click();
    const result = page.getByRole('region', { name: 'Imagen generada' });
    await result.waitFor({ timeout: 60_000 });
    expect((await loadedImage(result)).width).toBeGreaterThan(0);
    await screenshot(page, 'languages-image-es');

    await page.goto('/subscription');
    await page.getByRole('heading', { name: 'Suscripción y uso', level: 1 }).waitFor();
    await screenshot(page, 'languages-subscription-es');

    // An error the server words: its code is shown in the interface's language.
    await page.goto('/security');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Contraseña actual', { exact: true }).fill('not-my-password-1');
    await dialog.getByLabel('Nueva contraseña', { exact: true }).fill('Another-pass-2026');
    await dialog
      .getByLabel('Confirma la nueva contraseña', { exact: true })
      .fill('Another-pass-2026');
    await dialog.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await dialog.getByText('Tu contraseña actual no es correcta.').waitFor();
    await screenshot(page, 'languages-error-es');

    expectNoPageErrors(tracked, [
      /400 POST \/api\/auth\/change-password/,
      /401 POST \/api\/auth\/change-password/,
    ]);
  });

  it('gives a visitor whose browser asks for German the German landing page, German from the first paint', async () => {
    const tracked = await openPage(browser, inject('baseUrl'), { locale: 'de-DE' });
    const { page } = tracked;
    const headings = await recordHeadings(page);

    const response = await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/de/');
    // As the server sent it, before any script: German, marked German, with its other languages.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('Erstelle alles mit KI – kostenlos zum Start');
    expect(html).toMatch(/hreflang="es" href="http:\/\/[^"]+\/es\/"/);
    await page.getByRole('button', { name: 'Jetzt kostenlos starten' }).first().click();
    await page.getByRole('heading', { name: 'Erstelle dein kostenloses Konto' }).waitFor();
    // No English on the way: every main heading the page ever showed was German.
    expect(await headings()).not.toContain('Create anything with AI, starting free');
    expect(await headings()).toContain('Erstelle alles mit KI – kostenlos zum Start');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await screenshot(page, 'languages-landing-de');

    // The footer offers the other languages; English is kept as the choice for the next visit.
    await page
      .getByRole('navigation', { name: 'Sprachen' })
      .getByRole('link', { name: 'English' })
      .click();
    await page
      .getByRole('heading', { name: 'Create anything with AI, starting free', level: 1 })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // And back to German, whose sign-in page is German too.
    await page.goto('/de/login');
    await page.getByRole('navigation', { name: 'Sprachen' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await screenshot(page, 'languages-login-de');
    expectNoPageErrors(tracked);
    await page.context().close();
  });
});

/** Every text the page's level-1 heading has had, from the first parse on (a flash included). */
async function recordHeadings(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript({
    content: `
      window.__headings = [];
      new MutationObserver(() => {
        const text = document.querySelector('h1')?.textContent;
        if (text && window.__headings.at(-1) !== text) window.__headings.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });`,
  });
  return () => page.evaluate(() => (globalThis as unknown as { __headings: string[] }).__headings);
}
