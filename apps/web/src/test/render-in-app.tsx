import type { CurrentUser } from '@atelier/contract';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { Providers } from '../app/providers';
import { makeUser } from './fixtures';
import type { MockRoutes } from './mock-api';
import { signInAs } from './sign-in';

/** Where "Use this prompt" and Upgrade Now lead, showing the router state they carried. */
function Landing() {
  const location = useLocation();
  return (
    <div>
      <h1>Arrived at {location.pathname}</h1>
      <pre data-testid="router-state">{JSON.stringify(location.state)}</pre>
    </div>
  );
}

/**
 * Test harness for the creation tabs: the app's real providers (query cache, auth with a signed-in
 * user, the toaster) inside a memory router, with fetch answered from `routes`.
 */
export function renderInApp(
  ui: ReactNode,
  routes: MockRoutes = {},
  user: CurrentUser = makeUser(),
) {
  const fetchMock = signInAs(user, {
    'POST /api/auth/media-cookie': { status: 204 },
    ...routes,
  });
  const router = createMemoryRouter(
    [
      { path: '/tool', element: <Providers>{ui}</Providers> },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: ['/tool'] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, fetchMock };
}
