import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../lib/api-client';
import { makeUser } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { accountApi } from '../test/account-fixtures';
import { renderApp } from '../test/render-app';
import { signInAs } from '../test/sign-in';

describe('protected routes', () => {
  it('send a visitor from /dashboard to the landing page, replacing the entry', async () => {
    mockApi();
    const { router } = renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: /create anything with ai/i }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('show a full-page spinner while the user loads, then the page', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    setToken('test-token');
    mockApi({
      'GET /api/auth/me': () => new Promise((resolve) => (answer = resolve)),
      'POST /api/init-data': { body: {} },
    });
    renderApp('/dashboard');

    expect(await screen.findByText('Loading your account...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();

    answer({ body: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('show the page to a signed-in user', async () => {
    signInAs();
    const { router } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('treat a token the server rejects as signed out and forget it', async () => {
    setToken('stale');
    mockApi({ 'GET /api/auth/me': { status: 401, body: { detail: 'Invalid token' } } });
    const { router } = renderApp('/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('redirects', () => {
  it.each([
    ['/ai-recommendations', '/ai-tools'],
    ['/workflow-builder', '/workflows'],
    ['/security-settings', '/security'],
  ])('%s replaces itself with %s', async (from, to) => {
    // Signed in, so a protected target (/security) stays put rather than sending on to /.
    signInAs(undefined, accountApi());
    const { router } = renderApp(from);

    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('unknown paths', () => {
  it('show the 404 page inside the app shell', async () => {
    mockApi();
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
