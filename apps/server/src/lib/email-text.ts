import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import de from '../locales/de/email.json';
import en from '../locales/en/email.json';
import es from '../locales/es/email.json';
import fr from '../locales/fr/email.json';
import it from '../locales/it/email.json';
import type { Language } from '@atelier/contract';
import pt from '../locales/pt/email.json';

/**
 * Emails go out in the account's language (issue 35, ADR 026). Their texts are
 * src/locales/<language>/email.json, ICU messages checked against English as the web app's are
 * (apps/web/src/lib/i18n/catalogues.test.ts), formatted with the same library.
 */

/** `t(id, values)` in one language; dates and amounts are formatted before they are passed in. */
export interface EmailText {
  (id: string, values?: Record<string, unknown>): string;
  language: Language;
}

const CATALOGUES: Record<Language, Record<string, string>> = { en, es, fr, de, it, pt };
const made = new Map<Language, EmailText>();

export function emailText(language: Language): EmailText {
  let text = made.get(language);
  if (!text) {
    const messages = Object.fromEntries(
      Object.entries(CATALOGUES[language]).map(([id, message]) => [
        id,
        compileMessageOrThrow(message),
      ]),
    );
    const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
    text = Object.assign((id: string, values?: Record<string, unknown>) => i18n._(id, values), {
      language,
    });
    made.set(language, text);
  }
  return text;
}

/** A day as the language writes it ("27 November 2026", "27. November 2026"), in UTC. */
export function formatDay(text: EmailText, date: Date): string {
  return new Intl.DateTimeFormat(text.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

/**
 * Text someone typed (a name, a team's name), shown in a mail to someone else: at most `max`
 * characters, with a zero-width space after each dot, colon, slash and @, so that no mail client
 * turns "FREE MONEY http://evil.example" into a link the mail seems to vouch for (issue 48).
 */
export function inertText(typed: string, max = 40): string {
  const characters = [...typed.replace(/\s+/g, ' ').trim()];
  const short =
    characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : typed.trim();
  return short.replace(/[.:/@]/g, (c) => `${c}\u200b`);
}
