import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
