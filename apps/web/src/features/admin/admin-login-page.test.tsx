import { ADMIN_MESSAGES } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeAdminMe, makeOverview } from '../../test/admin-fixtures';
import { mockApi, requestHeaders } from '../../test/mock-api';
import type { MockRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { sentBodies } from '../../test/requests';

const CODES = Array.from({ length: 10 }, (_, i) => `rc-${String(i).padStart(4, '0')}`);
const QR = 'data:image/png;base64,iVBORw0KGgo=';

function loginAnswer(overrides: Record<string, unknown> = {}) {
  return {
    access_token: 'admin-jwt',
    token_type: 'bearer',
    role: 'full_rights',
    permissions: makeAdminMe().permissions,
    expires_at: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** What the dashboard reads once the admin lands there. */
function dashboardApi(routes: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/admin/me': { body: makeAdminMe() },
    'GET /api/admin/analytics/overview': { body: makeOverview() },
    ...routes,
  };
}

// Compiles the pages once up front, so the first test's waits time the page rather than the bundler.
beforeAll(async () => {
  await import('./pages');
});

async function fillCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), '  Grace@Example.COM ');
  await user.type(screen.getByLabelText('Password'), ' correct horse battery ');
}

describe('admin login page', () => {
  it('asks for both fields before sending anything, and links back home', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi();
    renderApp('/admin/login');

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/admin/login')).toHaveLength(0);
  });

  it('asks for the MFA code after a 400 saying so, then signs in and stores the session', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const fetchMock = mockApi(
      dashboardApi({
        'POST /api/admin/login': () =>
          ++attempts === 1
            ? { status: 400, body: { detail: ADMIN_MESSAGES.mfaRequired } }
            : { body: loginAnswer() },
      }),
    );
    const { router } = renderApp('/admin/login');
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(ADMIN_MESSAGES.enterMfa)).toBeTruthy();
    await user.type(screen.getByLabelText('MFA code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(sentBodies(fetchMock, 'POST /api/admin/login')).toEqual([
      { email: 'grace@example.com', password: 'correct horse battery' },
      { email: 'grace@example.com', password: 'correct horse battery', mfa_code: '123456' },
    ]);
    expect(localStorage.getItem('admin_token')).toBe('admin-jwt');
    expect(localStorage.getItem('admin_role')).toBe('full_rights');
    expect(JSON.parse(localStorage.getItem('admin_permissions') ?? '[]')).toContain('view_users');
    // The admin token is not the user's.
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's reason, or the spec's fallback when there is none", async () => {
    const user = userEvent.setup();
    let answer = { status: 401, body: { detail: ADMIN_MESSAGES.invalidCredentials } as unknown };
    mockApi({ 'POST /api/admin/login': () => answer });
    renderApp('/admin/login');
    await fillCredentials(user);

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.invalidCredentials);

    answer = { status: 502, body: null };
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(ADMIN_MESSAGES.loginFailed),
    );
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('enrols MFA when the account has none: QR code, key, a code, then the recovery codes', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(
      dashboardApi({
        'POST /api/admin/login': { body: loginAnswer({ mfa_setup_required: true }) },
        'POST /api/admin/mfa/setup': {
          body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_code: QR },
        },
        'POST /api/admin/mfa/confirm': () => {
          const [last] = sentBodies(fetchMock, 'POST /api/admin/mfa/confirm').slice(-1);
          return (last as { code: string }).code === '654321'
            ? { body: { message: 'MFA is on.', recovery_codes: CODES } }
            : { status: 401, body: { detail: ADMIN_MESSAGES.invalidMfa } };
        },
      }),
    );
    const { router } = renderApp('/admin/login');
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await user.click(await screen.findByRole('button', { name: 'Set up MFA' }));
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe(QR);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    // The half-valid token is not stored: nothing else in the portal may use it.
    expect(localStorage.getItem('admin_token')).toBeNull();

    const input = screen.getByLabelText(/Enter the 6-digit code/);
    await user.type(input, '12');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(screen.getByText('Enter the 6-digit code from your app')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/admin/mfa/confirm')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByText(ADMIN_MESSAGES.invalidMfa)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');

    await user.clear(input);
    await user.type(input, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(localStorage.getItem('admin_token')).toBe('admin-jwt');
    // Setup and confirm carried the sign-in's token.
    const setupCall = fetchMock.mock.calls.findIndex(([url]) => url === '/api/admin/mfa/setup');
    expect(requestHeaders(fetchMock, setupCall).get('Authorization')).toBe('Bearer admin-jwt');

    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Download (.txt)' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.instances[0] as HTMLAnchorElement).download).toBe(
      'admin-recovery-codes.txt',
    );

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});
