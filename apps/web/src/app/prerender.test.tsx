import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activeMessages } from '../lib/i18n/messages';
import { renderPage } from './prerender';

/** The message ids written as literals in a source file (as `t('auth.emailRequired')`). */
function literalIds(file: string, catalogue: Record<string, unknown>): string[] {
  const code = readFileSync(new URL(file, import.meta.url), 'utf8');
  return [...code.matchAll(/['"`]([a-z]+(?:\.[A-Za-z0-9]+)+)['"`]/g)]
    .map(([, id]) => id)
    .filter((id) => id in catalogue);
}

/** The whole English catalogue, as the prerendering has it active. */
async function catalogue(): Promise<Record<string, unknown>> {
  await renderPage('/');
  return activeMessages();
}

describe('the messages a prerendered page carries (issue 48)', () => {
  it('are those the page shows and its first screen can show, not the whole catalogue', async () => {
    const all = await catalogue();
    const { html, messages } = await renderPage('/login');

    expect(html).toContain('Welcome Back');
    expect(messages['auth.welcomeBack']).toBeDefined();
    // What the form can show once hydrated, before the rest of the language is there.
    for (const id of literalIds('../features/auth/login-page.tsx', all)) {
      expect(messages, id).toHaveProperty([id]);
    }
    for (const id of literalIds('../kits/sign-in/form-messages.ts', all)) {
      expect(messages, id).toHaveProperty([id]);
    }
    expect(messages).toHaveProperty(['common.hideField']);
    // Not the landing page's texts, nor another page's, nor the server's answers, which come
    // with the rest of the language (withLanguage).
    expect(messages).not.toHaveProperty(['landing.heroTitle']);
    expect(messages).not.toHaveProperty(['auth.forgotTitle']);
    expect(messages).not.toHaveProperty(['api.auth.loginFallback']);
    expect(Object.keys(messages).length).toBeLessThan(Object.keys(all).length / 10);
  });

  it('on the landing page: its sections and its first screen’s states, not the tour', async () => {
    const all = await catalogue();
    const { messages } = await renderPage('/');

    expect(messages).toHaveProperty(['landing.heroTitle']);
    expect(messages).toHaveProperty(['landing.pricingTitle']);
    // The phone's account panel and the login form's pending state, drawn only after an action.
    expect(messages).toHaveProperty(['landing.close']);
    expect(messages).toHaveProperty(['landing.loggingIn']);
    for (const id of literalIds('../features/landing/auth-panel/auth-card.tsx', all)) {
      expect(messages, id).toHaveProperty([id]);
    }
    // The tour and the sign-up form load with the rest of the language.
    expect(messages).not.toHaveProperty(['landing.tourTitle']);
    expect(messages).not.toHaveProperty(['landing.registrationFailed']);
  });

  it('in the page’s language', async () => {
    const { html, language, messages } = await renderPage('/de/terms');

    expect(language).toBe('de');
    expect(html).toContain('Nutzungsbedingungen');
    expect(messages['legal.terms.title']).toEqual(['Nutzungsbedingungen']);
    expect(messages).not.toHaveProperty(['auth.signInForm']);
  });
});
