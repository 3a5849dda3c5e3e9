import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/api-client';
import type { AppRoute } from '../../app/route-table';
import { makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { callCount } from '../../test/requests';
import { useAuth } from './auth-context';

function AuthProbe() {
  const auth = useAuth();
  return <p>{auth.status === 'signed-in' ? `signed-in as ${auth.user.email}` : auth.status}</p>;
}

const PROBE_TABLE: readonly AppRoute[] = [
  {
    path: '/',
    access: 'public',
    layout: 'bare',
    page: () => Promise.resolve({ default: AuthProbe }),
  },
];

describe('AuthProvider', () => {
  it('is signed out at once, without asking the server, when no token is stored', async () => {
    const fetchMock = mockApi();
    renderApp('/', PROBE_TABLE);

    expect(await screen.findByText('signed-out')).toBeTruthy();
    expect(callCount(fetchMock, 'GET /api/auth/me')).toBe(0);
  });

  it('loads the user behind a stored token', async () => {
    setToken('good');
    mockApi({ 'GET /api/auth/me': { body: makeUser({ email: 'ada@example.com' }) } });
    renderApp('/', PROBE_TABLE);

    expect(await screen.findByText('signed-in as ada@example.com')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('good');
  });

  it('drops the token when the user fetch fails', async () => {
    setToken('good');
    mockApi({ 'GET /api/auth/me': { status: 500, body: { detail: 'Down' } } });
    renderApp('/', PROBE_TABLE);

    expect(await screen.findByText('signed-out')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('drops the token when the answer is not a user', async () => {
    setToken('good');
    mockApi({ 'GET /api/auth/me': { body: { id: 1, email: 'not-a-user' } } });
    renderApp('/', PROBE_TABLE);

    expect(await screen.findByText('signed-out')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token when the request never reached the server (the page was left)', async () => {
    setToken('good');
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/', PROBE_TABLE);

    expect(await screen.findByText('signed-out')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('good');
  });

  it('keeps the token when the answer was cut off as the page was left', async () => {
    setToken('good');
    const cutOff = new Response(
      new ReadableStream({
        start: (controller) => controller.error(new TypeError('network error')),
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(cutOff)),
    );
    renderApp('/', PROBE_TABLE);

    expect(await screen.findByText('signed-out')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('good');
  });

  it('asks once for the media cookie when the user is loaded, and only logs a failure', async () => {
    setToken('good');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = mockApi({
      'GET /api/auth/me': { body: makeUser() },
      'POST /api/auth/media-cookie': { status: 503, body: { detail: 'Down' } },
    });
    renderApp('/', PROBE_TABLE);

    expect(await screen.findByText('signed-in as ada@example.com')).toBeTruthy();
    await waitFor(() => expect(callCount(fetchMock, 'POST /api/auth/media-cookie')).toBe(1));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/media-cookie');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer good');
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Failed to set the media cookie', expect.anything()),
    );
    expect(screen.getByText('signed-in as ada@example.com')).toBeTruthy();
  });
});
