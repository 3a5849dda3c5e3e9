import { describe, expect, it } from 'vitest';
import { activatePageMessages, withLanguage } from './i18n';
import { hasMessage } from './messages';

describe('code that shows texts a prerendered page did not bring (issue 48)', () => {
  it('runs once the rest of the page’s language has loaded, a failure too', async () => {
    // An Italian page's own messages only, as main.tsx activates them before hydrating.
    activatePageMessages('it', { 'landing.heroTitle': ['Crea'] });
    expect(hasMessage('landing.tourTitle')).toBe(false);

    await expect(withLanguage(Promise.resolve('chunk'))).resolves.toBe('chunk');
    expect(hasMessage('landing.tourTitle')).toBe(true);

    activatePageMessages('fr', { 'landing.heroTitle': ['Créez'] });
    const failed = withLanguage(Promise.reject(new Error('offline')));
    await expect(failed).rejects.toThrow('offline');
    // The answer is shown in French: the catalogue was there before the failure was let through.
    expect(hasMessage('auth.signInForm')).toBe(true);
  });
});
