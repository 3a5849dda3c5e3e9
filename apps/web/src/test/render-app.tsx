import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { buildRoutes } from '../app/router';
import { APP_ROUTES } from '../app/routes';
import { isPageRoute } from '../app/route-table';
import type { AppRoute } from '../app/route-table';

/** Renders the real app (providers, guards, shell) at a path, optionally with another table. */
export function renderApp(path: string, table: readonly AppRoute[] = APP_ROUTES) {
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}

/**
 * Compiles the page at `path` once up front (in a beforeAll), so the first test's waits time the
 * page rather than the bundler. Through the route table, so a test need not import a page that
 * another feature owns or the chunk app/ groups it in.
 */
export async function preloadPage(path: string): Promise<void> {
  const route = APP_ROUTES.find((entry) => isPageRoute(entry) && entry.path === path);
  if (!route || !isPageRoute(route)) throw new Error(`No page at ${path} in the route table`);
  await route.page();
}
