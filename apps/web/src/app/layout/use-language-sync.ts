import { useEffect } from 'react';
import { useAuth } from '../../features/auth/auth-context';
import { activateLanguage, rememberLanguage, startingLanguage } from '../../lib/i18n/i18n';
import { isPrerendered } from '../../lib/prerendered';

/**
 * Loads the language the shell starts in, which the router waits for before the shell's first
 * render, so a page drawn in the browser appears in it from the start: the one last used on this
 * device, else the browser's. A prerendered page (and the prerendering itself) starts in English,
 * the language of its HTML, for hydration to match; the hook below then switches it.
 */
export function prepareLanguage(): Promise<void> {
  const prerendering = typeof document === 'undefined';
  return activateLanguage(prerendering || isPrerendered() ? 'en' : startingLanguage());
}

/**
 * Keeps the interface in the signed-in user's language, the account's setting: saved in Settings
 * (or on another device), it switches every text at once, without a reload. A visitor gets the
 * language the device used last or the browser asks for.
 */
export function useLanguageSync(): void {
  const auth = useAuth();
  const saved = auth.status === 'signed-in' ? auth.user.preferences.language : null;
  useEffect(() => {
    if (saved) rememberLanguage(saved);
    void activateLanguage(saved ?? startingLanguage());
  }, [saved]);
  // The landing page has no translations yet: it is English, and says so.
  useEffect(
    () => () => {
      document.documentElement.lang = 'en';
    },
    [],
  );
}
