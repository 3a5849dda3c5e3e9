import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../lib/i18n/i18n';
import { activateMessages } from '../lib/i18n/messages';
import { RouteError } from './route-error';

/** A route whose loader answers 503, as a failed page load does, shown by RouteError. */
function renderFailedRoute() {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way
        throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
      },
      element: null,
      errorElement: <RouteError />,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('the error page', () => {
  it('speaks the interface language', async () => {
    await activateLanguage('es');
    renderFailedRoute();
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByText(/503 Service Unavailable/)).toBeTruthy();
  });

  it('shows English when the language’s messages are not there', async () => {
    activateMessages('zz');
    renderFailedRoute();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
