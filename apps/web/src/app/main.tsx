import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '../styles.css';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>
);

// The public pages arrive prerendered (scripts/prerender.mjs): take over their HTML rather than
// drawing it again. Every other address gets the empty shell.
if (container.hasChildNodes()) {
  hydrateRoot(container, app, {
    onRecoverableError: (error) => console.error('The prerendered page did not match', error),
  });
} else {
  createRoot(container).render(app);
}
