import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { buildRoutes } from './router';

/**
 * Build-time rendering of the public pages (scripts/prerender.mjs): the HTML a visitor sees before
 * any script runs, which main.tsx then hydrates. Waits for every lazy page and section, so the
 * whole page is in the file. Rendered signed out: useHydrated() keeps the browser's stored token
 * out of the first render, so hydration starts from the same tree.
 */
export async function renderPage(pathname: string): Promise<string> {
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
  return Buffer.concat(chunks).toString('utf8');
}
