import { LANGUAGES } from '@atelier/contract';
import type { Preferences } from '@atelier/contract';
import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { setErrorTranslator } from '../error-message';
import { setFormatLocale } from '../locale';

/** The six interface languages (spec part 2, Settings), English first. */
export type Language = Preferences['language'];

/** Each language named in itself, as a language picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
};

// One module per language, so a user downloads only their own (message-catalogues.ts).
const catalogues: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('virtual:messages/en'),
  es: () => import('virtual:messages/es'),
  fr: () => import('virtual:messages/fr'),
  de: () => import('virtual:messages/de'),
  it: () => import('virtual:messages/it'),
  pt: () => import('virtual:messages/pt'),
};
const loading = new Map<Language, Promise<void>>();

function load(language: Language): Promise<void> {
  let loaded = loading.get(language);
  if (!loaded) {
    loaded = catalogues[language]().then(({ messages }) => i18n.load(language, messages));
    // A failed fetch (a deploy replaced the file, the network dropped) may be tried again.
    loaded.catch(() => loading.delete(language));
    loading.set(language, loaded);
  }
  return loaded;
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

const CACHE_KEY = 'language';

/**
 * The language to start in before the user is known: the account's, as this device last saw it
 * (rememberLanguage), else the first of the browser's languages we have, else English.
 */
export function startingLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  const cached = localStorage.getItem(CACHE_KEY);
  if (isLanguage(cached)) return cached;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

let switching: Language | null = null;

/** Keeps a signed-in user's language on this device, for the next visit's first render. */
export function rememberLanguage(language: Language): void {
  localStorage.setItem(CACHE_KEY, language);
}

/**
 * Loads the language's messages, then switches every translated text to it at once (the hooks
 * below re-render) and puts it on <html lang>. A later call wins over one still loading.
 */
export async function activateLanguage(language: Language): Promise<void> {
  switching = language;
  await load(language);
  if (switching !== language) return;
  setFormatLocale(language);
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

function subscribe(listener: () => void): () => void {
  return i18n.on('change', listener);
}

/** The active language; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
}

export type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * `t(id, values)`: the message in the active language (ICU: plurals, selects, numbers), for
 * components that re-render when the language changes.
 */
export function useT(): Translate {
  useLanguage();
  return translate;
}

/** The same outside React (a toast, a document title); it does not follow later changes. */
export const translate: Translate = (id, values) => i18n._(id, values);

/**
 * The contract's texts are catalogued as `api.<code>` (`api.auth.sessionExpired` for
 * AUTH_MESSAGES.sessionExpired), the code an error answer carries: a code the language has is
 * shown translated, any other as the server's English `detail` (issue 35).
 */
setErrorTranslator((code) => {
  const id = `api.${code}`;
  return id in i18n.messages ? i18n._(id) : undefined;
});
