import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { activateLanguage } from '../lib/i18n/i18n';
import { activeMessages, noteUsedMessages } from '../lib/i18n/messages';
import { languageOfPath } from '@atelier/contract/languages';
import { buildRoutes } from './router';

/** The interface languages, English first (each public page is prerendered in every one). */
export { LANGUAGES, pathInLanguage } from '@atelier/contract/languages';

/**
 * The messages a prerendered page carries in its HTML (main.tsx makes them active before it
 * hydrates): every one it showed (a section hydrated later must find the same texts), and those
 * of the forms and errors it can show before the rest of the language loads
 * (use-language-sync.ts). The legal documents' only on their own pages.
 */
const PAGE_PREFIXES = [
  'landing.',
  'auth.',
  'common.',
  'languages.',
  'pixels.',
  'api.auth.',
  'api.common.',
];
const LEGAL_PAGES = /\/(terms|privacy)$/;

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
  const messages = Object.fromEntries(
    Object.entries(activeMessages()).filter(
      ([id]) =>
        shown.has(id) ||
        PAGE_PREFIXES.some((prefix) => id.startsWith(prefix)) ||
        (id.startsWith('legal.') && LEGAL_PAGES.test(pathname)),
    ),
  );
  return { html: Buffer.concat(chunks).toString('utf8'), language, messages };
}
