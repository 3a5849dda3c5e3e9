import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { markPrerendered } from '../lib/prerendered';
import '../styles.css';
import { prepareLanguage } from './layout/use-language-sync';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>
);

// The public pages arrive prerendered (scripts/prerender.mjs): take over their HTML rather than
// drawing it again. Every other address gets the empty shell. As a transition, hydration yields
// to the browser every few milliseconds instead of holding the main thread for a whole section.
// A mismatch with the prerendered HTML is reported by React itself (window.reportError). Either
// way the page's language is active first (a prerendered page carries its messages).
const prerendered = container.hasChildNodes();
if (prerendered) markPrerendered();
void prepareLanguage().finally(() => {
  if (prerendered) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
});
