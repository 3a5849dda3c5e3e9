import { AUTH_MESSAGES } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountApi,
  makeSecurityOverview,
  makeSession,
  makeSessions,
  withLandingStubs,
} from '../../test/account-fixtures';
import { makeUser } from '../../test/fixtures';
import type { MockRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';

function open(routes: MockRoutes = {}, user = makeUser()) {
  const fetchMock = signInAs(user, accountApi(routes));
  const view = renderApp('/security', withLandingStubs());
  return { fetchMock, ...view };
}

async function scoreCard() {
  return screen.findByRole('region', { name: 'Security score' });
}

// Compiles the page once up front, so the first test's waits time the page rather than the bundler.
beforeAll(async () => {
  await import('./security-page');
});

describe('security page', () => {
  it.each([40, 95])('shows the score the server computed (%i) with its checks', async (score) => {
    open({
      'GET /api/auth/security': {
        body: makeSecurityOverview({
          score,
          checks: [
            // A check this page does not know is shown with the server's label.
            { id: 'verified', label: 'Email address verified', ok: true, points: 20 },
            { id: 'two_factor', label: 'Two-factor authentication on', ok: false, points: 35 },
          ],
        }),
      },
    });

    const card = await scoreCard();
    await waitFor(() => expect(card.textContent).toContain(`${score} / 100`));
    const checks = within(card).getAllByRole('listitem');
    // Open checks first: they are what raises the score.
    expect(checks[0]?.textContent).toContain('Two-factor authentication on');
    expect(checks[0]?.textContent).toContain('+35 pts');
    expect(checks[1]?.textContent).toContain('Email address verified');
    expect(checks[1]?.textContent).toContain('(done)');
  });

  it('shows two-factor, email and password state, and links to settings', async () => {
    open({}, makeUser({ two_factor_enabled: false, email_verified: true }));

    expect(await screen.findByText('Not enabled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enable' })).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(await screen.findByText(/Last changed/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Change your privacy settings' }).getAttribute('href'),
    ).toBe('/settings');
    expect(screen.getByText('Analytics on')).toBeTruthy();
  });

  it('marks an unverified email as Pending and an enabled two-factor as Enabled', async () => {
    open({}, makeUser({ two_factor_enabled: true, email_verified: false }));

    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.getByText('Enabled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage' })).toBeTruthy();
  });

  it('explains how to get a password to an account that has none', async () => {
    open({}, makeUser({ has_password: false }));

    const link = await screen.findByRole('link', { name: 'Forgot password' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  });

  it('checks the new password before asking the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open();

    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText('New password'), 'abc');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'abd');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));

    expect(within(dialog).getByText('Please enter your current password.')).toBeTruthy();
    expect(within(dialog).getByText(AUTH_MESSAGES.passwordTooShort)).toBeTruthy();
    expect(within(dialog).getByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/change-password')).toBe(false);
  });

  it('shows the server refusal, then its success message', async () => {
    const user = userEvent.setup();
    let accept = false;
    const { fetchMock } = open({
      'POST /api/auth/change-password': () =>
        accept
          ? { body: { message: AUTH_MESSAGES.passwordChanged } }
          : { status: 400, body: { detail: AUTH_MESSAGES.passwordIncorrect } },
    });

    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'wrong-one');
    await user.type(within(dialog).getByLabelText('New password'), 'a-new-secret');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'a-new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      AUTH_MESSAGES.passwordIncorrect,
    );

    accept = true;
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));

    const done = await screen.findByRole('dialog', { name: 'Password changed' });
    expect(done.textContent).toContain(AUTH_MESSAGES.passwordChanged);
    const call = fetchMock.mock.calls.findLast(([url]) => url === '/api/auth/change-password');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      current_password: 'wrong-one',
      new_password: 'a-new-secret',
    });
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the sessions and logs out of all of them', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = open({
      'GET /api/auth/sessions': {
        body: makeSessions([
          makeSession(),
          makeSession({
            session_id: '00000000-0000-4000-8000-000000000002',
            device_info: 'Safari on iPhone',
            is_current: false,
          }),
        ]),
      },
      'POST /api/auth/logout-all': { body: { message: AUTH_MESSAGES.loggedOutAllDevices } },
    });

    const list = await screen.findByRole('list', { name: 'Active sessions' });
    expect(within(list).getByText('Safari on iPhone')).toBeTruthy();
    expect(within(list).getByText('Current Session')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Logout All Sessions' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(AUTH_MESSAGES.confirmLogoutAll);
    await user.click(within(dialog).getByRole('button', { name: 'Logout All Devices' }));

    expect(await screen.findByRole('heading', { name: 'Login stand-in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/logout-all')).toBe(true);
  });

  it('only logs session failures, as the spec asks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    open({
      'GET /api/auth/sessions': { status: 500, body: { detail: 'Down' } },
      'POST /api/auth/logout-all': { status: 500, body: { detail: 'Down' } },
    });

    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Failed to load active sessions', expect.anything()),
    );
    await user.click(screen.getByRole('button', { name: 'Logout All Sessions' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Logout All Devices' }),
    );

    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Failed to logout all sessions', expect.anything()),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem('token')).toBe('test-token');
  });

  it('says, by the password and by logging out everywhere, that API keys keep working', async () => {
    open();
    const password = await screen.findByText(/keep working after a password change/);
    expect(password.textContent).toBe(
      'Your personal API keys keep working after a password change. To stop a key at once, revoke it on the Developers page.',
    );
    const logoutAll = screen.getByText(/Logging out of all sessions does not stop/);
    expect(logoutAll.textContent).toBe(
      'Logging out of all sessions does not stop your personal API keys. To stop a key at once, revoke it on the Developers page.',
    );
    for (const note of [password, logoutAll]) {
      const link = within(note).getByRole('link', { name: 'Developers' });
      expect(link.getAttribute('href')).toBe('/developers');
    }
    // Each note sits with what it is about: the password's row, the sessions' card.
    const around = (from: Element, note: Element) => {
      let box: Element | null = from;
      while (box && !box.contains(note)) box = box.parentElement;
      return box;
    };
    const change = screen.getByRole('button', { name: 'Change password' });
    const logout = screen.getByRole('button', { name: 'Logout All Sessions' });
    expect(around(change, password)?.contains(logout)).toBe(false);
    expect(around(logout, logoutAll)?.contains(change)).toBe(false);
  });

  it('reads in the language of the account', async () => {
    const user = makeUser({ two_factor_enabled: false });
    open({}, { ...user, preferences: { ...user.preferences, language: 'es' } });

    expect(await screen.findByRole('heading', { name: 'Seguridad y privacidad' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Autenticación en dos pasos' })).toBeTruthy();
    expect(screen.getByText('No activada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeTruthy();
    expect(screen.getByText('Analítica de uso activada')).toBeTruthy();
    expect(screen.getByText('Sesión limitada a 3 dispositivos')).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Puntuación de seguridad' });
    await waitFor(() => expect(card.textContent).toContain('+40 puntos'));
    expect(card.textContent).toContain('Autenticación en dos pasos activada');
    expect(
      screen.getByText(/siguen funcionando después de cambiar la contraseña/).textContent,
    ).toBe(
      'Tus claves de API personales siguen funcionando después de cambiar la contraseña. Para detener una clave al instante, revócala en la página Desarrolladores.',
    );
  });
});
