import { AUTH_MESSAGES } from '@atelier/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import type { MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { sentBodies } from '../../../test/requests';
import { tokenResponse } from '../../../test/tokens';

async function renderPanel(routes: MockRoutes = {}) {
  const fetchMock = mockApi(routes);
  const view = renderApp('/');
  const form = await screen.findByRole('form', { name: 'Sign in' });
  return { ...view, fetchMock, form };
}

async function fillCredentials(email = 'Ada@Example.com ', password = 'secret-pass') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('landing login panel', () => {
  it('signs in, keeps the token with remember me, and goes to the dashboard', async () => {
    const { router, fetchMock } = await renderPanel({
      'POST /api/auth/login': { body: tokenResponse('fresh') },
      'GET /api/auth/me': { body: makeUser() },
      'POST /api/init-data': { body: {} },
    });
    await fillCredentials();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me for 90 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(localStorage.getItem('remember_me')).toBe('true');
    expect(sentBodies(fetchMock, 'POST /api/auth/login')).toEqual([
      { email: 'ada@example.com', password: 'secret-pass', remember_me: true },
    ]);
  });

  it('reads "Logging in..." and is disabled while the request runs', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    await renderPanel({
      'POST /api/auth/login': () => new Promise((resolve) => (answer = resolve)),
    });
    await fillCredentials();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);

    answer({ status: 401, body: { detail: AUTH_MESSAGES.invalidCredentials } });
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('asks for email and password before sending anything', async () => {
    const { fetchMock } = await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter your email and password.',
    );
    expect(sentBodies(fetchMock, 'POST /api/auth/login')).toEqual([]);
  });

  it('shows the 429 detail, or the spec text when the server gave none', async () => {
    let body: unknown = { detail: AUTH_MESSAGES.tooManyLoginAttempts(5) };
    await renderPanel({ 'POST /api/auth/login': () => ({ status: 429, body }) });
    await fillCredentials();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      AUTH_MESSAGES.tooManyLoginAttempts(5),
    );

    body = null;
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(AUTH_MESSAGES.maxSessions)).toBeTruthy();
  });

  it('falls back to the login text for other failures without a detail', async () => {
    await renderPanel({ 'POST /api/auth/login': { status: 500 } });
    await fillCredentials();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.loginFallback);
  });

  it('offers to resend the verification email after "Email not verified"', async () => {
    let resendStatus = 200;
    const { fetchMock } = await renderPanel({
      'POST /api/auth/login': { status: 403, body: { detail: AUTH_MESSAGES.emailNotVerified } },
      'POST /api/auth/resend-verification': () => ({
        status: resendStatus,
        body: resendStatus === 200 ? { message: AUTH_MESSAGES.resendSuccess } : { detail: 'x' },
      }),
    });
    await fillCredentials();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.emailNotVerified);

    resendStatus = 500;
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.resendFailed);

    resendStatus = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      `${AUTH_MESSAGES.resendSent} ${AUTH_MESSAGES.resendSentDetail}`,
    );
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/auth/resend-verification')).toEqual([
      { email: 'ada@example.com' },
      { email: 'ada@example.com' },
    ]);
  });

  it('asks for a two-factor code and sends it with the next attempt', async () => {
    const { fetchMock } = await renderPanel({
      'POST /api/auth/login': () => {
        const attempts = sentBodies(fetchMock, 'POST /api/auth/login');
        const last = attempts.at(-1) as { totp_code?: string };
        if (!last.totp_code) {
          return {
            status: 401,
            body: { detail: AUTH_MESSAGES.twoFactorRequired, two_factor_required: true },
          };
        }
        return { body: tokenResponse() };
      },
      'GET /api/auth/me': { body: makeUser() },
      'POST /api/init-data': { body: {} },
    });
    await fillCredentials();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('status').textContent).toBe(AUTH_MESSAGES.twoFactorRequired);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/auth/login').at(-1)).toEqual({
      email: 'ada@example.com',
      password: 'secret-pass',
      remember_me: false,
      totp_code: '123456',
    });
  });

  it('shows a refused two-factor code as an error and keeps the code field', async () => {
    await renderPanel({
      'POST /api/auth/login': {
        status: 401,
        body: { detail: AUTH_MESSAGES.invalidTwoFactorCode, two_factor_required: true },
      },
    });
    await fillCredentials();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.type(await screen.findByLabelText('Authentication code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.invalidTwoFactorCode);
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
  });
});

describe('landing "Logout all devices"', () => {
  it('needs both the email and the password', async () => {
    const { fetchMock } = await renderPanel();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Logout all devices' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      AUTH_MESSAGES.logoutAllNeedsCredentials,
    );
    expect(sentBodies(fetchMock, 'POST /api/auth/logout-all-devices-before-login')).toEqual([]);
  });

  it('shows the server message in the green area, then clears it after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = await renderPanel({
      'POST /api/auth/logout-all-devices-before-login': {
        body: { message: AUTH_MESSAGES.loggedOutAllDevices },
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Logout all devices' }));

    const form = screen.getByRole('form', { name: 'Sign in' });
    expect((await within(form).findByRole('status')).textContent).toBe(
      AUTH_MESSAGES.loggedOutAllDevices,
    );
    expect(sentBodies(fetchMock, 'POST /api/auth/logout-all-devices-before-login')).toEqual([
      { email: 'ada@example.com', password: 'secret-pass' },
    ]);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(within(form).queryByRole('status')).toBeNull();
  });

  it('shows the server detail when it fails, else the spec text', async () => {
    let body: unknown = { detail: AUTH_MESSAGES.invalidCredentials };
    await renderPanel({
      'POST /api/auth/logout-all-devices-before-login': () => ({ status: 401, body }),
    });
    await fillCredentials();
    await userEvent.click(screen.getByRole('button', { name: 'Logout all devices' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.invalidCredentials);

    body = null;
    await userEvent.click(screen.getByRole('button', { name: 'Logout all devices' }));
    expect(await screen.findByText(AUTH_MESSAGES.logoutAllFailed)).toBeTruthy();
  });
});
