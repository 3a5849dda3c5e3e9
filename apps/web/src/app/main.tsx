import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { markPrerendered } from '../lib/prerendered';
import '../styles.css';
import { prepareLanguage } from './layout/use-language-sync';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Lets the browser run its other tasks (a paint, an input) between the long steps of the start:
 * the modules' own code, building the router, hydrating. As one task they held the main thread
 * for 50-80 ms on the bench's loaded machine, which the phone Lighthouse emulates counts four
 * times over as blocking time (issue 48).
 */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve));

// The public pages arrive prerendered (scripts/prerender.mjs): take over their HTML rather than
// drawing it again. Every other address gets the empty shell. As a transition, hydration yields
// to the browser every few milliseconds instead of holding the main thread for a whole section.
// A mismatch with the prerendered HTML is reported by React itself (window.reportError). Either
// way the page's language is active first (a prerendered page carries its messages).
const prerendered = container.hasChildNodes();
if (prerendered) markPrerendered();

// Not top-level await: with it, the bundler splits the entry's imports into a dozen chunks.
async function start(root: HTMLElement) {
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>
  );
  // A language that fails to load leaves the app in the one active.
  await prepareLanguage().catch((error: unknown) => window.reportError(error));
  await yieldToBrowser();
  if (prerendered) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}
void start(container);
