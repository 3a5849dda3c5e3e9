import { isLanguage } from '@atelier/contract/languages';
import type { Language } from '@atelier/contract/languages';
import {
  activateMessages,
  formatMessage,
  hasMessage,
  loadMessages,
  messageNames,
  messagesLocale,
  messagesVersion,
  onMessagesChange,
} from './messages';
import type { Messages } from './messages';
import { useSyncExternalStore } from 'react';
import { setErrorTranslator } from '../error-message';
import { numberFormat, setFormatLocale } from '../locale';

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
    loaded = catalogues[language]().then(({ messages }) => loadMessages(language, messages));
    // A failed fetch (a deploy replaced the file, the network dropped) may be tried again.
    loaded.catch(() => loading.delete(language));
    loading.set(language, loaded);
  }
  return loaded;
}

/**
 * The device's language choice, as a cookie the server reads too: it sends a visitor of `/` to
 * `/es/` when the choice (else the browser's Accept-Language) is Spanish (issue 35). Set when a
 * signed-in user's account language is known, and by the server when a visitor picks a language.
 */
const COOKIE = 'language';

function chosenLanguage(): Language | null {
  const value = new RegExp(`(?:^|; )${COOKIE}=([a-z]{2})`).exec(document.cookie)?.[1];
  return isLanguage(value) ? value : null;
}

/**
 * The language to start in before the user is known: the one last chosen on this device (the
 * account's, or a visitor's pick), else the first of the browser's languages we have, else English.
 */
export function startingLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  const chosen = chosenLanguage();
  if (chosen) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

let switching: Language | null = null;

/** Keeps a signed-in user's language on this device, for the next visit's first render. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * A prerendered page's own messages (scripts/prerender.mjs writes them into its HTML), made the
 * active language at once, so the page hydrates in the language it was drawn in without fetching
 * a catalogue first. The rest of the language loads with activateLanguage.
 */
export function activatePageMessages(language: Language, messages: Messages): void {
  loadMessages(language, messages);
  switching = language;
  setFormatLocale(language);
  activateMessages(language);
}

/**
 * `work` (a chunk's import, a form's request), resolved once the rest of the active language has
 * loaded too. A prerendered page carries only the messages of its first screen (app/prerender.tsx):
 * what shows other texts (a dialog, a form behind a tab, another page, a server's answer) waits
 * for the rest, so it never shows a message id or an untranslated answer. A catalogue that fails
 * to load does not hold the work back.
 */
export async function withLanguage<T>(work: Promise<T>): Promise<T> {
  const language = load(activeLanguage()).catch(() => undefined);
  try {
    return await work;
  } finally {
    // A failure is shown in the language too.
    await language;
  }
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
  activateMessages(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function activeLanguage(): Language {
  const locale = messagesLocale();
  return isLanguage(locale) ? locale : 'en';
}

/** The active language; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(onMessagesChange, activeLanguage, activeLanguage);
}

export type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * `t(id, values)`: the message in the active language (ICU: plurals, selects, numbers), for
 * components that re-render when the language changes.
 */
export function useT(): Translate {
  // Messages loaded later for the same language (a prerendered page's, then the whole
  // catalogue's) re-render too.
  useSyncExternalStore(onMessagesChange, messagesVersion, messagesVersion);
  return translate;
}

/** The same outside React (a toast, a document title); it does not follow later changes. */
export const translate: Translate = formatMessage;

/**
 * The contract's texts are catalogued as `api.<code>` (`api.auth.sessionExpired` for
 * AUTH_MESSAGES.sessionExpired), the code an error answer carries: a code the language has is
 * shown translated, any other as the server's English `detail` (issue 35). A text with figures
 * comes with them as `values`, written as the English text writes them ("0.0325"): a number is
 * put in the language's digits with as many decimals, and an answer missing one the message
 * needs (an older server's) is shown as sent rather than with a gap.
 */
setErrorTranslator((id, values = {}) => {
  if (!hasMessage(id) || !messageNames(id).every((name) => name in values)) return undefined;
  return formatMessage(id, Object.fromEntries(Object.entries(values).map(localNumber)));
});

function localNumber([name, value]: [string, unknown]): [string, unknown] {
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) return [name, value];
  const decimals = value.split('.')[1]?.length ?? 0;
  const format = numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return [name, format.format(Number(value))];
}
