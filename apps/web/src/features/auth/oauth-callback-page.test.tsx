import { AUTH_MESSAGES } from '@atelier/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRedditPixel } from '../../kits/pixels/load-reddit-pixel';
import { loadSnapPixel } from '../../kits/pixels/load-snap-pixel';
import { resetPixels, setConsentCookie } from '../../test/pixels';
import { makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { callCount, sentBodies } from '../../test/requests';
import { tokenResponse } from '../../test/tokens';

afterEach(() => {
  sessionStorage.clear();
  resetPixels();
});

async function expectFailure(message: string) {
  expect(await screen.findByRole('heading', { name: 'Authentication Failed' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe(message);
  expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/login');
  expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
}

describe('OAuth callback page', () => {
  it('fails with the provider error description', async () => {
    sessionStorage.setItem('oauth_provider', 'google');
    const fetchMock = mockApi();
    renderApp('/auth/callback?error=access_denied&error_description=You%20cancelled%20sign-in');

    await expectFailure('You cancelled sign-in');
    expect(callCount(fetchMock, 'POST /api/auth/oauth-callback')).toBe(0);
  });

  it('fails without a state', async () => {
    sessionStorage.setItem('oauth_provider', 'google');
    const fetchMock = mockApi();
    renderApp('/auth/callback?code=abc');

    await expectFailure(AUTH_MESSAGES.oauthStateInvalid);
    expect(callCount(fetchMock, 'POST /api/auth/oauth-callback')).toBe(0);
  });

  it('fails when the sign-in was not started in this browser tab', async () => {
    mockApi();
    renderApp('/auth/callback?code=abc&state=xyz');

    await expectFailure(AUTH_MESSAGES.oauthStateInvalid);
  });

  it('shows the server detail when the exchange is refused', async () => {
    sessionStorage.setItem('oauth_provider', 'microsoft');
    mockApi({
      'POST /api/auth/oauth-callback': {
        status: 400,
        body: { detail: AUTH_MESSAGES.oauthEmailUnverified },
      },
    });
    renderApp('/auth/callback?code=abc&state=xyz');

    await expectFailure(AUTH_MESSAGES.oauthEmailUnverified);
  });

  it('signs in and goes to the dashboard', async () => {
    sessionStorage.setItem('oauth_provider', 'google');
    const fetchMock = mockApi({
      'POST /api/auth/oauth-callback': {
        body: { ...tokenResponse('oauth-token'), new_account: false },
      },
      'GET /api/auth/me': { body: makeUser() },
      'POST /api/init-data': { body: {} },
    });
    const { router } = renderApp('/auth/callback?code=abc&state=xyz');

    expect(
      await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem('token')).toBe('oauth-token');
    expect(sessionStorage.getItem('oauth_provider')).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/auth/oauth-callback')).toEqual([
      {
        code: 'abc',
        state: 'xyz',
        provider: 'google',
        redirect_uri: `${window.location.origin}/auth/callback`,
      },
    ]);
  });

  it('reports a sign-up to the advertising pixels only when the sign-in opened the account', async () => {
    setConsentCookie('granted');
    loadRedditPixel('a2_test');
    loadSnapPixel('snap-test');
    const signInWith = async (newAccount: boolean, sessionId: string) => {
      sessionStorage.setItem('oauth_provider', 'google');
      mockApi({
        'POST /api/auth/oauth-callback': {
          body: { ...tokenResponse('oauth-token'), session_id: sessionId, new_account: newAccount },
        },
        'GET /api/auth/me': { body: makeUser() },
        'POST /api/init-data': { body: {} },
        'POST /api/auth/media-cookie': { body: {} },
      });
      const view = renderApp(`/auth/callback?code=${sessionId}&state=xyz`);
      await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 3000 });
      view.unmount();
    };

    await signInWith(false, 'returning-session');
    expect(window.rdt?.callQueue.slice(2)).toEqual([]);
    await signInWith(true, 'new-session');
    expect(window.rdt?.callQueue.slice(2)).toEqual([['track', 'SignUp']]);
    expect(window.snaptr?.queue.slice(2)).toEqual([['track', 'SIGN_UP']]);
  });
});
