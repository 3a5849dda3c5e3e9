/**
 * The six interface languages (spec part 2, Settings), English first, and the public pages'
 * addresses per language (issue 35): `/login` is English, `/es/login` Spanish, and the landing
 * page is `/` and `/es/`. No zod here: the landing page's first load imports this module.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The language an address is in: its prefix; none (English) without one. `/en/` is not one. */
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
