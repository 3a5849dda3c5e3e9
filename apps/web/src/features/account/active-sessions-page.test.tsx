import { AUTH_MESSAGES } from '@atelier/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeSession, makeSessions, withLandingStubs } from '../../test/account-fixtures';
import { makeUser } from '../../test/fixtures';
import type { MockRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';

const current = makeSession({ session_id: '00000000-0000-4000-8000-00000000000a' });
const laptop = makeSession({
  session_id: '00000000-0000-4000-8000-00000000000b',
  device_info: 'Firefox on Windows',
  ip_address: '198.51.100.4',
  is_current: false,
  last_activity: new Date(Date.now() - 2 * 3600_000).toISOString(),
});
const unknown = makeSession({
  session_id: '00000000-0000-4000-8000-00000000000c',
  device_info: null,
  ip_address: null,
  is_current: false,
  last_activity: new Date(Date.now() - 3 * 24 * 3600_000).toISOString(),
});

function open(routes: MockRoutes = {}, user = makeUser()) {
  const fetchMock = signInAs(user, {
    'GET /api/auth/sessions': { body: makeSessions([laptop, current, unknown]) },
    ...routes,
  });
  const view = renderApp('/active-sessions', withLandingStubs());
  return { fetchMock, ...view };
}

function calls(fetchMock: ReturnType<typeof open>['fetchMock'], method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => url === path && (init?.method ?? 'GET') === method,
  );
}

function useFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

afterEach(() => vi.useRealTimers());

// Compiles the page once up front, so the first test's waits time the page rather than the bundler.
beforeAll(async () => {
  await import('./active-sessions-page');
});

describe('active sessions page', () => {
  it('counts the sessions against the cap and describes each one, this device first', async () => {
    open();

    expect(await screen.findByRole('heading', { name: 'Active Sessions: 3 / 3' })).toBeTruthy();
    expect(screen.getByText(/up to 3 devices at once/)).toBeTruthy();
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Chrome on macOS',
      'Firefox on Windows',
      'Unknown Device',
    ]);

    const mine = within(cards[0]);
    expect(mine.getByText('Current Session')).toBeTruthy();
    expect(mine.queryByRole('button', { name: 'Logout' })).toBeNull();

    const other = within(cards[1]);
    expect(other.getByText('198.51.100.4')).toBeTruthy();
    expect(other.getByText(/2 hours ago/)).toBeTruthy();
    expect(other.queryByText('Current Session')).toBeNull();
    expect(other.getByRole('button', { name: 'Logout' })).toBeTruthy();

    expect(within(cards[2]).getByText('Unknown')).toBeTruthy();
  });

  it('asks first, then ends the session, reloads the list and clears the message after 3 s', async () => {
    const user = useFakeClock();
    let list = [laptop, current, unknown];
    const { fetchMock } = open({
      'GET /api/auth/sessions': () => ({ body: makeSessions(list) }),
      [`DELETE /api/auth/sessions/${laptop.session_id}`]: () => {
        list = [current, unknown];
        return { body: { message: AUTH_MESSAGES.sessionLoggedOut } };
      },
    });
    const card = await screen.findByRole('listitem', { name: 'Firefox on Windows' });

    await user.click(within(card).getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out this session?' });
    expect(dialog.textContent).toContain(AUTH_MESSAGES.confirmLogoutSession);
    expect(calls(fetchMock, 'DELETE', `/api/auth/sessions/${laptop.session_id}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText(AUTH_MESSAGES.sessionLoggedOut)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Firefox on Windows' })).toBeNull(),
    );
    expect(screen.getByRole('heading', { name: 'Active Sessions: 2 / 3' })).toBeTruthy();
    expect(calls(fetchMock, 'GET', '/api/auth/sessions')).toHaveLength(2);

    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByText(AUTH_MESSAGES.sessionLoggedOut)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByText(AUTH_MESSAGES.sessionLoggedOut)).toBeNull();
  });

  it('keeps the session when the question is declined', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open();
    const card = await screen.findByRole('listitem', { name: 'Firefox on Windows' });

    await user.click(within(card).getByRole('button', { name: 'Logout' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('says so when a session could not be ended, and clears that after 3 s', async () => {
    const user = useFakeClock();
    open({
      [`DELETE /api/auth/sessions/${laptop.session_id}`]: {
        status: 500,
        body: { detail: 'Database down' },
      },
    });
    const card = await screen.findByRole('listitem', { name: 'Firefox on Windows' });

    await user.click(within(card).getByRole('button', { name: 'Logout' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Logout' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(AUTH_MESSAGES.sessionLogoutFailed);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText(AUTH_MESSAGES.sessionLogoutFailed)).toBeNull();
  });

  it('logs out of every device after confirming, forgets the token and goes to /login', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = open({
      'POST /api/auth/logout-all': { body: { message: AUTH_MESSAGES.loggedOutAllDevices } },
    });
    await screen.findByRole('heading', { name: /Active Sessions: 3/ });

    await user.click(screen.getByRole('button', { name: 'Logout All Devices' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(AUTH_MESSAGES.confirmLogoutAll);
    await user.click(within(dialog).getByRole('button', { name: 'Logout All Devices' }));

    expect(await screen.findByRole('heading', { name: 'Login stand-in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls(fetchMock, 'POST', '/api/auth/logout-all')).toHaveLength(1);
    expect(calls(fetchMock, 'POST', '/api/auth/logout')).toHaveLength(0);
  });

  it('stays signed in and says so when logging out everywhere fails', async () => {
    const user = userEvent.setup();
    const { router } = open({
      'POST /api/auth/logout-all': { status: 500, body: { detail: 'Down' } },
    });
    await screen.findByRole('heading', { name: /Active Sessions: 3/ });

    await user.click(screen.getByRole('button', { name: 'Logout All Devices' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Logout All Devices' }),
    );

    expect((await screen.findByRole('alert')).textContent).toBe(
      AUTH_MESSAGES.sessionsLogoutAllFailed,
    );
    expect(router.state.location.pathname).toBe('/active-sessions');
    expect(localStorage.getItem('token')).toBe('test-token');
  });

  it('shows the empty state', async () => {
    open({ 'GET /api/auth/sessions': { body: makeSessions([]) } });

    expect(await screen.findByText(AUTH_MESSAGES.noSessions)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Active Sessions: 0 / 3' })).toBeTruthy();
  });

  it('reports a failed load and can try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    open({
      'GET /api/auth/sessions': () =>
        fail ? { status: 500, body: { detail: 'Down' } } : { body: makeSessions([current]) },
    });

    expect((await screen.findByRole('alert')).textContent).toContain(
      AUTH_MESSAGES.sessionsLoadFailed,
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Active Sessions: 1 / 3' })).toBeTruthy();
  });

  it('reads in the language of the account, times included', async () => {
    const user = makeUser();
    open({}, { ...user, preferences: { ...user.preferences, language: 'pt' } });

    expect(await screen.findByRole('heading', { name: 'Sessões ativas: 3 / 3' })).toBeTruthy();
    const laptopCard = screen.getByRole('listitem', { name: 'Firefox on Windows' });
    expect(within(laptopCard).getByText('há 2 horas', { exact: false })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Dispositivo desconhecido' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sair de todos os dispositivos' })).toBeTruthy();
  });
});
