import { isLanguage } from './i18n';
import type { Language } from './i18n';

/**
 * The public pages have an address per language (issue 35): `/login` is English, `/es/login`
 * Spanish, and the landing page is `/` and `/es/`. The server prerenders each and sends a visitor
 * of `/` to the language they chose or their browser asks for.
 */
export function languageOfPath(pathname: string): Language | null {
  const first = pathname.split('/')[1];
  return first !== 'en' && isLanguage(first) ? first : null;
}

/** `/es/login` -> `/login`; an address without a language is returned as it is. */
export function pathWithoutLanguage(pathname: string): string {
  return languageOfPath(pathname) ? pathname.slice(3) || '/' : pathname;
}

/** `/login` in Spanish -> `/es/login`; the landing page in Spanish is `/es/`. */
export function pathInLanguage(path: string, language: Language): string {
  return language === 'en' ? path : `/${language}${path}`;
}
