import { ADMIN_MESSAGES } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_TOKEN,
  makeAdminMe,
  makeUserRow,
  pageInfo,
  requestQueries,
  signInAsAdmin,
  urlOf,
} from '../../test/admin-fixtures';
import { makeUser } from '../../test/fixtures';
import { mockApi, requestHeaders } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { callCount, sentBodies } from '../../test/requests';

// Compiles the pages once up front, so the first test's waits time the page rather than the bundler.
beforeAll(async () => {
  await import('./pages');
});

function tabNames() {
  return screen.queryAllByRole('tab').map((tab) => tab.textContent);
}

async function openUsersTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'User and Access Management' }));
}

describe('admin guard and session', () => {
  it('sends a visitor without an admin token to the admin login', async () => {
    const fetchMock = mockApi();
    const { router } = renderApp('/admin/dashboard');

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(callCount(fetchMock, 'GET /api/admin/me')).toBe(0);
  });

  it('clears the admin data and goes to the login when the admin check fails', async () => {
    signInAsAdmin(undefined, {
      'GET /api/admin/me': { status: 403, body: { detail: ADMIN_MESSAGES.mfaSetupRequired } },
      // The same browser is signed in as a user too.
      'GET /api/auth/me': { body: makeUser() },
      'POST /api/auth/media-cookie': { status: 204 },
    });
    localStorage.setItem('token', 'user-token');
    const { router } = renderApp('/admin/dashboard');

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('admin_token')).toBeNull();
    expect(localStorage.getItem('admin_role')).toBeNull();
    expect(localStorage.getItem('admin_permissions')).toBeNull();
    // The user's own session is not the admin's to end.
    expect(localStorage.getItem('token')).toBe('user-token');
  });

  it('ends only the admin session when an admin call answers 401', async () => {
    const user = userEvent.setup();
    signInAsAdmin(undefined, {
      'GET /api/admin/users': { status: 401, body: { detail: ADMIN_MESSAGES.sessionExpired } },
    });
    const { router } = renderApp('/admin/dashboard');
    await openUsersTab(user);

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('admin_token')).toBeNull();
  });

  it('logs out: the server is told, the admin data is forgotten, and the login shows', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin(undefined, {
      'POST /api/admin/logout': { body: { message: 'Signed out' } },
    });
    const { router } = renderApp('/admin/dashboard');

    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText('Full rights')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('admin_token')).toBeNull();
    const logout = fetchMock.mock.calls.findIndex(([url]) => url === '/api/admin/logout');
    expect(requestHeaders(fetchMock, logout).get('Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });
});

describe('admin dashboard tabs', () => {
  it("shows a full_rights admin every tab, in the spec's order", async () => {
    signInAsAdmin(makeAdminMe('full_rights'));
    renderApp('/admin/dashboard');

    await screen.findByRole('tab', { name: 'Dashboard Overview' });
    expect(tabNames()).toEqual([
      'Dashboard Overview',
      'User and Access Management',
      'Subscription and Billing',
      'Product and Features',
      'Analytics and Reporting',
      'Content',
      'Security and Compliance',
    ]);
  });

  it('hides what the role may not see, and never asks for it', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin(makeAdminMe('others'));
    renderApp('/admin/dashboard');

    // Spec part 2, section 6: view_analytics satisfies manage_billing, so Billing shows; nothing
    // of others' satisfies manage_features, manage_security or manage_admins.
    // Content needs view_content, which every preset role has.
    expect(await screen.findByText('Total users')).toBeTruthy();
    expect(tabNames()).toEqual([
      'Dashboard Overview',
      'Subscription and Billing',
      'Analytics and Reporting',
      'Content',
    ]);
    expect(screen.queryByText('User and Access Management')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Subscription and Billing' }));
    expect(await screen.findByText('Monthly recurring revenue')).toBeTruthy();
    expect(screen.queryByText('System health')).toBeNull();
    expect(screen.queryByText('API keys')).toBeNull();
    for (const call of [
      'GET /api/admin/users',
      'GET /api/admin/security/audit-logs',
      'GET /api/admin/security/overview',
      'GET /api/admin/system/health',
      'GET /api/admin/features/gating',
      'GET /api/admin/api-keys',
    ]) {
      expect(callCount(fetchMock, call)).toBe(0);
    }
  });

  it('gives a manage admin users, billing, features and analytics, but neither security nor API keys', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin(makeAdminMe('manage'));
    renderApp('/admin/dashboard');

    await screen.findByRole('tab', { name: 'Dashboard Overview' });
    expect(tabNames()).toEqual([
      'Dashboard Overview',
      'User and Access Management',
      'Subscription and Billing',
      'Product and Features',
      'Analytics and Reporting',
      'Content',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Product and Features' }));
    expect(await screen.findByText('System health')).toBeTruthy();
    expect(screen.queryByText('API keys')).toBeNull();
    expect(callCount(fetchMock, 'GET /api/admin/api-keys')).toBe(0);
  });

  it('draws the overview from the analytics answer', async () => {
    signInAsAdmin();
    renderApp('/admin/dashboard');

    expect(await screen.findByText('120')).toBeTruthy();
    expect(screen.getByText('$349.90')).toBeTruthy();
    const table = screen.getByRole('table', {
      name: 'Sign-ups and revenue per day over the last 30 days',
    });
    const rows = within(table).getAllByRole('row');
    // Newest first, after the header row.
    expect(rows[1]?.textContent).toContain('2025-06-02');
    expect(rows[1]?.textContent).toContain('$11.49');
  });

  it('says so when the analytics cannot be loaded', async () => {
    signInAsAdmin(undefined, {
      'GET /api/admin/analytics/overview': { status: 500, body: { detail: 'Down' } },
    });
    renderApp('/admin/dashboard');

    expect(await screen.findByText('Failed to load analytics data')).toBeTruthy();
  });
});

describe('users tab', () => {
  it('searches after a pause in typing and pages 20 at a time', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 20 }, (_, i) =>
      makeUserRow({ id: `user-${i}`, full_name: `User ${i}`, email: `u${i}@example.com` }),
    );
    const fetchMock = signInAsAdmin(undefined, {
      'GET /api/admin/users': { body: { users: rows, total: 45 } },
    });
    renderApp('/admin/dashboard');
    await openUsersTab(user);

    expect(await screen.findByText('45 users')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getAllByText('Never').length).toBe(20);
    expect(screen.getAllByText('12.35').length).toBe(20);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();

    await user.type(screen.getByLabelText('Search users'), 'ada');
    await waitFor(() =>
      expect(requestQueries(fetchMock, 'GET /api/admin/users').at(-1)?.get('search')).toBe('ada'),
    );
    const queries = requestQueries(fetchMock, 'GET /api/admin/users');
    expect(queries.map((query) => query.get('skip'))).toEqual(['0', '20', '0']);
    expect(queries.every((query) => query.get('limit') === '20')).toBe(true);
    // One request for the word, not one per letter.
    expect(queries.filter((query) => query.has('search'))).toHaveLength(1);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Plan'), 'pro');
    await waitFor(() =>
      expect(requestQueries(fetchMock, 'GET /api/admin/users').at(-1)?.get('plan')).toBe('pro'),
    );
  });

  it('says so when the users cannot be loaded', async () => {
    const user = userEvent.setup();
    signInAsAdmin(undefined, {
      'GET /api/admin/users': { status: 500, body: { detail: 'Down' } },
    });
    renderApp('/admin/dashboard');
    await openUsersTab(user);

    expect(await screen.findByText('Failed to load users')).toBeTruthy();
  });

  it('links each user to their page', async () => {
    const user = userEvent.setup();
    signInAsAdmin();
    renderApp('/admin/dashboard');
    await openUsersTab(user);

    const link = await screen.findByRole('link', { name: 'View Ada Lovelace' });
    expect(link.getAttribute('href')).toBe(`/admin/users/${makeUserRow().id}`);
  });

  it('refuses a plan that is not one of the four, with the exact message, and sends a valid one', async () => {
    const user = userEvent.setup();
    const id = makeUserRow().id;
    const fetchMock = signInAsAdmin(undefined, {
      [`POST /api/admin/users/${id}/update-subscription`]: {
        body: { message: ADMIN_MESSAGES.subscriptionUpdated, subscription_plan: 'pro' },
      },
    });
    renderApp('/admin/dashboard');
    await openUsersTab(user);

    await user.click(await screen.findByRole('button', { name: 'Manage Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Change plan' });
    const input = within(dialog).getByLabelText('Plan');
    await user.clear(input);
    await user.type(input, 'gold');
    await user.click(within(dialog).getByRole('button', { name: 'Update plan' }));

    expect(within(dialog).getByRole('alert').textContent).toBe(ADMIN_MESSAGES.invalidPlan);
    expect(sentBodies(fetchMock, `POST /api/admin/users/${id}/update-subscription`)).toEqual([]);

    await user.clear(input);
    await user.type(input, ' PRO ');
    await user.click(within(dialog).getByRole('button', { name: 'Update plan' }));

    expect(await screen.findByText(ADMIN_MESSAGES.subscriptionUpdated)).toBeTruthy();
    expect(sentBodies(fetchMock, `POST /api/admin/users/${id}/update-subscription`)).toEqual([
      { plan_id: 'pro' },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Change plan' })).toBeNull();
  });

  it("reports a refused plan change with the server's words", async () => {
    const user = userEvent.setup();
    signInAsAdmin(undefined, {
      [`POST /api/admin/users/${makeUserRow().id}/update-subscription`]: {
        status: 404,
        body: { detail: ADMIN_MESSAGES.userNotFound },
      },
    });
    renderApp('/admin/dashboard');
    await openUsersTab(user);

    await user.click(await screen.findByRole('button', { name: 'Manage Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    await user.click(screen.getByRole('button', { name: 'Update plan' }));

    expect(
      await screen.findByText(`Failed to update subscription: ${ADMIN_MESSAGES.userNotFound}`),
    ).toBeTruthy();
  });

  it('adjusts credits with a reason and an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const path = `/api/admin/users/${makeUserRow().id}/credits`;
    const fetchMock = signInAsAdmin(undefined, {
      [`POST ${path}`]: {
        body: { message: ADMIN_MESSAGES.creditsDeducted, applied: true, balance: 9.8456 },
      },
    });
    renderApp('/admin/dashboard');
    await openUsersTab(user);

    await user.click(await screen.findByRole('button', { name: 'Manage Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Adjust credits' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust credits' });
    await user.click(within(dialog).getByRole('button', { name: 'Adjust credits' }));
    expect(within(dialog).getByText('Amount must be a number')).toBeTruthy();
    expect(within(dialog).getByText('A reason is required')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Amount'), '-2.5');
    await user.type(within(dialog).getByLabelText('Reason'), 'Refund of a failed video');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust credits' }));

    expect(await screen.findByText('Credits deducted. New balance: 9.85 credits')).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${path}`)).toEqual([
      { amount: -2.5, reason: 'Refund of a failed video' },
    ]);
    const call = fetchMock.mock.calls.findIndex(([url]) => url === path);
    expect(requestHeaders(fetchMock, call).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('deactivates and deletes a user after asking', async () => {
    const user = userEvent.setup();
    const id = makeUserRow().id;
    const fetchMock = signInAsAdmin(undefined, {
      [`PUT /api/admin/users/${id}`]: {
        body: { message: ADMIN_MESSAGES.userUpdated, user: makeUserRow({ is_active: false }) },
      },
      [`DELETE /api/admin/users/${id}`]: { body: { message: ADMIN_MESSAGES.userDeleted } },
    });
    renderApp('/admin/dashboard');
    await openUsersTab(user);

    await user.click(await screen.findByRole('button', { name: 'Manage Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const confirm = screen.getByRole('dialog', { name: 'Deactivate Ada Lovelace?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Ada Lovelace was deactivated')).toBeTruthy();
    expect(sentBodies(fetchMock, `PUT /api/admin/users/${id}`)).toEqual([{ is_active: false }]);

    await user.click(screen.getByRole('button', { name: 'Manage Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    const question = screen.getByRole('dialog', { name: 'Delete Ada Lovelace?' });
    expect(callCount(fetchMock, `DELETE /api/admin/users/${id}`)).toBe(0);
    await user.click(within(question).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText(ADMIN_MESSAGES.userDeleted)).toBeTruthy();
    expect(callCount(fetchMock, `DELETE /api/admin/users/${id}`)).toBe(1);
  });

  it('exports the filtered users as the file the server names', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin(undefined, {
      'GET /api/admin/users/export/excel': {
        file: 'xlsx-bytes',
        headers: { 'Content-Disposition': 'attachment; filename="users-2025-06-01.xlsx"' },
      },
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:users');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderApp('/admin/dashboard');
    await openUsersTab(user);
    await user.selectOptions(await screen.findByLabelText('Status'), 'inactive');

    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.instances[0] as HTMLAnchorElement).download).toBe('users-2025-06-01.xlsx');
    expect(createObjectURL.mock.calls[0]?.[0].size).toBe('xlsx-bytes'.length);
    const [query] = requestQueries(fetchMock, 'GET /api/admin/users/export/excel');
    expect(query?.get('status')).toBe('inactive');
    expect(query?.has('skip')).toBe(false);
    const call = fetchMock.mock.calls.findIndex(
      ([input]) => urlOf(input).pathname === '/api/admin/users/export/excel',
    );
    expect(requestHeaders(fetchMock, call).get('Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });
});

describe('security tab', () => {
  it('shows the policy, the audit log by action, and the staff to a full_rights admin', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin(undefined, {
      'GET /api/admin/security/audit-logs': {
        body: {
          logs: [
            {
              id: 1,
              timestamp: '2025-06-01T10:00:00.000Z',
              admin_id: 'admin-1',
              admin_email: 'grace@example.com',
              action: 'login',
              target: null,
              summary: { method: 'password+mfa' },
              ip: '198.51.100.2',
            },
          ],
          pagination: { ...pageInfo(1, 1), total_logs: 1 },
        },
      },
      'GET /api/admin/admins': {
        body: {
          admins: [
            {
              id: 'admin-2',
              full_name: 'Alan Turing',
              email: 'alan@example.com',
              role: 'manage',
              is_active: true,
              mfa_enabled: false,
              last_login: null,
              created_at: '2025-01-01T00:00:00.000Z',
            },
          ],
        },
      },
      'PUT /api/admin/admins/admin-2': () => ({
        body: {
          message: 'Admin updated',
          admin: {
            id: 'admin-2',
            full_name: 'Alan Turing',
            email: 'alan@example.com',
            role: 'others',
            is_active: true,
            mfa_enabled: false,
            last_login: null,
            created_at: '2025-01-01T00:00:00.000Z',
          },
        },
      }),
    });
    renderApp('/admin/dashboard?tab=security');

    expect(await screen.findByText('2FA for admins: On')).toBeTruthy();
    const log = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(log).getByText('method: password+mfa')).toBeTruthy();
    expect(within(log).getByText('198.51.100.2')).toBeTruthy();

    await user.type(screen.getByLabelText('Filter by action'), 'login');
    await waitFor(() =>
      expect(
        requestQueries(fetchMock, 'GET /api/admin/security/audit-logs').at(-1)?.get('action'),
      ).toBe('login'),
    );

    const staff = await screen.findByRole('table', { name: 'Admins' });
    await user.selectOptions(within(staff).getByLabelText('Role of Alan Turing'), 'others');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT /api/admin/admins/admin-2')).toEqual([{ role: 'others' }]),
    );
    expect(screen.getByRole('button', { name: 'Invite admin' })).toBeTruthy();
  });

  it('says so when the audit log cannot be loaded', async () => {
    signInAsAdmin(undefined, {
      'GET /api/admin/security/audit-logs': { status: 500, body: { detail: 'Down' } },
    });
    renderApp('/admin/dashboard?tab=security');

    expect(await screen.findByText('Failed to load audit logs')).toBeTruthy();
  });

  it('invites an admin by email, name and role', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin(undefined, {
      'POST /api/admin/admins': {
        status: 201,
        body: {
          message: ADMIN_MESSAGES.inviteSent,
          admin: {
            id: 'admin-3',
            full_name: 'Katherine Johnson',
            email: 'kj@example.com',
            role: 'manage',
            is_active: true,
            mfa_enabled: false,
            last_login: null,
            created_at: '2025-01-01T00:00:00.000Z',
          },
        },
      },
    });
    renderApp('/admin/dashboard?tab=security');

    await user.click(await screen.findByRole('button', { name: 'Invite admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite admin' });
    await user.type(within(dialog).getByLabelText('Email'), 'KJ@example.com');
    await user.type(within(dialog).getByLabelText('Full name'), 'Katherine Johnson');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'manage');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(ADMIN_MESSAGES.inviteSent)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/admin/admins')).toEqual([
      { email: 'kj@example.com', full_name: 'Katherine Johnson', role: 'manage' },
    ]);
  });
});
