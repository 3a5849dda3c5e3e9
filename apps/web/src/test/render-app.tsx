import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { buildRoutes } from '../app/router';
import { APP_ROUTES } from '../app/routes';
import type { AppRoute } from '../app/route-table';

/** Renders the real app (providers, guards, shell) at a path, optionally with another table. */
export function renderApp(path: string, table: readonly AppRoute[] = APP_ROUTES) {
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}
