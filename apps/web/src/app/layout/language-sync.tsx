import { useLanguageSync } from './use-language-sync';

/** The language kept for a page outside the shell (the landing page), as the shell does. */
export function LanguageSync() {
  useLanguageSync();
  return null;
}
