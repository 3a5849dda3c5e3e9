import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../kits/session/auth-context';
import {
  activateLanguage,
  activatePageMessages,
  activeLanguage,
  rememberLanguage,
  startingLanguage,
} from '../../lib/i18n/i18n';
import type { Messages } from '../../lib/i18n/messages';
import { isLanguage, languageOfPath } from '@atelier/contract/languages';
import type { Language } from '@atelier/contract/languages';
import { getToken } from '../../lib/api-client';
import { onPrerenderedPage, visitorInterest } from '../../lib/prerendered';

/** The element scripts/prerender.mjs writes a page's messages into. */
export const PAGE_MESSAGES_ID = 'page-messages';

/**
 * A visitor's language on this address: the address's own (`/es/login`), else the one chosen on
 * this device, else the browser's (issue 35).
 */
export function visitorLanguage(pathname: string): Language {
  return languageOfPath(pathname) ?? startingLanguage();
}

/**
 * Makes a language active before the router's first render (main.tsx). A prerendered page brings
 * its messages in its HTML and hydrates in the language it was drawn in, with nothing to fetch
 * first; any other page loads its visitor's language first, so it appears in it from the start.
 */
export function prepareLanguage(): Promise<void> {
  const embedded = document.getElementById(PAGE_MESSAGES_ID);
  const language = embedded?.dataset.language;
  if (embedded?.textContent && isLanguage(language)) {
    activatePageMessages(language, JSON.parse(embedded.textContent) as Messages);
    return Promise.resolve();
  }
  return activateLanguage(visitorLanguage(window.location.pathname));
}

/**
 * What the shell awaits before its first render: all of the active language's messages. A
 * visitor's prerendered page (`/login`, `/terms`) brought those its first screen shows, so it
 * hydrates without them; someone with a stored token sees the signed-in shell, which it did not
 * bring.
 */
export function prepareShell(): Promise<void> {
  if (onPrerenderedPage() && getToken() === null) return Promise.resolve();
  return activateLanguage(activeLanguage());
}

/**
 * Keeps the interface in the signed-in user's language, the account's setting: saved in Settings
 * (or on another device), it switches every text at once, without a reload. A visitor gets the
 * address's language, else the one chosen on this device, else the browser's. A visitor's
 * prerendered page has its own messages only; the rest of its language loads once the visitor
 * shows interest (what shows texts the page did not bring waits for it: withLanguage). A signed-in
 * user's interface needs it at once.
 */
export function useLanguageSync(): void {
  const auth = useAuth();
  const { pathname } = useLocation();
  const saved = auth.status === 'signed-in' ? auth.user.preferences.language : null;
  useEffect(() => {
    if (saved) rememberLanguage(saved);
    // The prerendered page is in its address's language: no need to read the device's choice.
    const language = saved ?? (onPrerenderedPage() ? activeLanguage() : visitorLanguage(pathname));
    if (!saved && language === activeLanguage() && onPrerenderedPage()) {
      void visitorInterest().then(() => activateLanguage(language));
    } else {
      void activateLanguage(language);
    }
  }, [saved, pathname]);
}
