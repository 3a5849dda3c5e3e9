import { AUTH_MESSAGES } from '@atelier/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import type { MockRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { sentBodies } from '../../test/requests';

const PROVIDERS = {
  providers: [
    { id: 'google', name: 'Google', enabled: true },
    { id: 'microsoft', name: 'Microsoft', enabled: false },
    { id: 'yahoo', name: 'Yahoo', enabled: false },
  ],
};

async function renderButtons(routes: MockRoutes) {
  const fetchMock = mockApi(routes);
  renderApp('/login');
  await screen.findByRole('heading', { name: 'Welcome Back' });
  return fetchMock;
}

const button = (name: RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });

afterEach(() => {
  sessionStorage.clear();
});

describe('OAuth buttons', () => {
  it('mark the providers the server has not enabled as Coming Soon', async () => {
    await renderButtons({ 'GET /api/auth/oauth/providers': { body: PROVIDERS } });

    await waitFor(() => expect(button(/Microsoft/).textContent).toContain('Coming Soon'));
    expect(button(/Microsoft/).disabled).toBe(true);
    expect(button(/Yahoo/).disabled).toBe(true);
    expect(button(/Google/).disabled).toBe(false);
    expect(button(/Google/).textContent).not.toContain('Coming Soon');
  });

  it('all read Coming Soon when the list cannot be had', async () => {
    await renderButtons({});

    await waitFor(() => expect(button(/Google/).textContent).toContain('Coming Soon'));
    expect(button(/Google/).disabled).toBe(true);
  });

  it('start the sign-in with the provider and send the browser to its page', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      origin: 'http://localhost:3000',
      assign,
    });
    const fetchMock = await renderButtons({
      'GET /api/auth/oauth/providers': { body: PROVIDERS },
      'POST /api/auth/oauth/start': {
        body: { authorization_url: 'https://accounts.example/auth?x=1', state: 's' },
      },
    });
    await waitFor(() => expect(button(/Google/).disabled).toBe(false));

    await userEvent.click(button(/Google/));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/auth?x=1'));
    expect(sentBodies(fetchMock, 'POST /api/auth/oauth/start')).toEqual([
      { provider: 'google', redirect_uri: 'http://localhost:3000/auth/callback' },
    ]);
    expect(sessionStorage.getItem('oauth_provider')).toBe('google');
  });

  it('say why when the start is refused', async () => {
    await renderButtons({
      'GET /api/auth/oauth/providers': { body: PROVIDERS },
      'POST /api/auth/oauth/start': {
        status: 400,
        body: { detail: AUTH_MESSAGES.oauthNotConfigured },
      },
    });
    await waitFor(() => expect(button(/Google/).disabled).toBe(false));

    await userEvent.click(button(/Google/));

    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.oauthNotConfigured);
    expect(sessionStorage.getItem('oauth_provider')).toBeNull();
    expect(button(/Google/).disabled).toBe(false);
  });
});
