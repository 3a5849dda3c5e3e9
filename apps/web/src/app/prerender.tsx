import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { activateLanguage } from '../lib/i18n/i18n';
import { activeMessages, noteUsedMessages } from '../lib/i18n/messages';
import { languageOfPath, pathWithoutLanguage } from '@atelier/contract/languages';
import { buildRoutes } from './router';

/** The interface languages, English first (each public page is prerendered in every one). */
export { LANGUAGES, pathInLanguage } from '@atelier/contract/languages';

/**
 * The code of the public pages' first screens, for the messages it can show beyond those it
 * rendered: a form's checks, pending and error states, the phone's account buttons and panel, the
 * header and side column of a visitor already signed in. Its message ids are literals
 * (`t('auth.emailRequired')`), so they are read from the source. Which files make each page's
 * first screen is FIRST_SCREENS below.
 */
const FIRST_SCREEN_CODE = import.meta.glob<string>(
  [
    '../features/landing/**/*.{ts,tsx}',
    '../features/auth/**/*.{ts,tsx}',
    '../features/legal/*.tsx',
    '../kits/sign-in/*.{ts,tsx}',
    '../components/ui/*.tsx',
    '../app/layout/*.tsx',
    '../lib/*.ts',
    '!**/*.test.*',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** Every page's: its controls, error texts and language links. */
const SHARED = /\/(components\/ui|lib)\/[^/]+$|\/app\/layout\/language-links\.tsx$/;
/** The top bar and footer around the pages other than the landing page. */
const SHELL = /\/app\/layout\/(page-shell|top-bar)\.tsx$/;
/**
 * The sign-in and sign-up forms' code, but for the actions that show the server's answers: those
 * arrive with the rest of the language (withLanguage), as does what /register shows after one.
 */
const SIGN_IN = /\/kits\/sign-in\/(?!login-actions\.)/;
const FIRST_SCREENS: Record<string, RegExp[]> = {
  // The sections below the first screen, the tour and the sign-up tab are left out: the sections
  // show only what they rendered until the rest of the language is there, and the others load
  // with it (withLanguage).
  '/': [
    SIGN_IN,
    /\/features\/landing\/(landing-page|auth-panel-slot|sections\/(landing-header|hero-section)|auth-panel\/(auth-card|narrow-auth-panel))\.tsx$/,
  ],
  '/login': [SHELL, SIGN_IN, /\/features\/auth\/(login-page|components\/auth-page-card)\.tsx$/],
  '/register': [
    SHELL,
    SIGN_IN,
    /\/features\/auth\/(register-page|register-form|components\/auth-page-card)\.tsx$/,
  ],
  '/terms': [SHELL, /\/features\/legal\/legal-page\.tsx$/],
  '/privacy': [SHELL, /\/features\/legal\/legal-page\.tsx$/],
};
/** The message ids written in a page's first-screen code. */
function firstScreenIds(page: string, catalogue: Record<string, unknown>): Set<string> {
  const files = FIRST_SCREENS[page];
  if (!files) throw new Error(`${page} has no FIRST_SCREENS entry: which code draws it?`);
  const ids = new Set<string>();
  for (const [file, code] of Object.entries(FIRST_SCREEN_CODE)) {
    if (!SHARED.test(file) && !files.some((pattern) => pattern.test(file))) continue;
    for (const [, id] of code.matchAll(/['"`]([a-z]+(?:\.[A-Za-z0-9]+)+)['"`]/g)) {
      if (id in catalogue) ids.add(id);
    }
  }
  return ids;
}

/**
 * Build-time rendering of the public pages (scripts/prerender.mjs): the HTML a visitor sees before
 * any script runs, which main.tsx then hydrates. Waits for every lazy page and section, so the
 * whole page is in the file. Rendered signed out: useHydrated() keeps the browser's stored token
 * out of the first render, so hydration starts from the same tree.
 */
export async function renderPage(
  pathname: string,
): Promise<{ html: string; language: string; messages: Record<string, unknown> }> {
  const language = languageOfPath(pathname) ?? 'en';
  await activateLanguage(language);
  const shown = noteUsedMessages();
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${pathname} redirects: nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    // Large sections are otherwise written after their fallback with an inline script to swap
    // them in, which the page's content security policy (script-src 'self') does not run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  // What the page showed, and what its first screen can show before the rest of the language has
  // loaded: main.tsx makes these active before it hydrates; the rest loads at the visitor's first
  // interest (use-language-sync.ts), and whatever shows other texts waits for it (withLanguage).
  // The page's HTML was 26-33 kB bigger with every landing, sign-in and error text (issue 48).
  const catalogue = activeMessages();
  const page = pathWithoutLanguage(pathname);
  const carried = firstScreenIds(page, catalogue);
  const messages = Object.fromEntries(
    Object.entries(catalogue).filter(([id]) => shown.has(id) || carried.has(id)),
  );
  return { html: Buffer.concat(chunks).toString('utf8'), language, messages };
}
