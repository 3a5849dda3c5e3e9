import { ADMIN_MESSAGES } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUserDetail, pageInfo, requestQueries, signInAsAdmin } from '../../test/admin-fixtures';
import type { MockRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { callCount, sentBodies } from '../../test/requests';

const ID = makeUserDetail().user.id;
const USER = `/api/admin/users/${ID}`;

// Compiles the pages once up front, so the first test's waits time the page rather than the bundler.
beforeAll(async () => {
  await import('./pages');
});

function open(routes: MockRoutes = {}) {
  const fetchMock = signInAsAdmin(undefined, {
    [`GET ${USER}`]: { body: makeUserDetail() },
    [`GET ${USER}/credit-history`]: {
      body: { transactions: [], pagination: { ...pageInfo(1, 0), total_transactions: 0 } },
    },
    [`GET ${USER}/api-logs`]: {
      body: { logs: [], pagination: { ...pageInfo(1, 0), total_logs: 0 } },
    },
    ...routes,
  });
  const view = renderApp(`/admin/users/${ID}`);
  return { fetchMock, ...view };
}

function panel() {
  const visible = screen.getAllByRole('tabpanel').filter((node) => !node.hidden);
  expect(visible).toHaveLength(1);
  return within(visible[0]);
}

describe('admin user page', () => {
  it('shows the header, four figures and the five tabs', async () => {
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('ada@example.com', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Pro')).toBeTruthy();
    expect(screen.getByText(/^Joined /)).toBeTruthy();
    expect(screen.getByText('42.50')).toBeTruthy();
    expect(screen.getByText('AI prompts used').nextElementSibling?.textContent).toBe('17');
    expect(screen.getByText('Images generated').nextElementSibling?.textContent).toBe('8');
    expect(screen.getByText('Videos generated').nextElementSibling?.textContent).toBe('2');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Subscription',
      'Credits',
      'Usage',
      'API Activity',
    ]);
    expect(screen.getByRole('button', { name: 'Back to dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it("words what is missing as the spec does: 'Not provided', 'No login data', 'Not available'", async () => {
    open({
      [`GET ${USER}`]: {
        body: makeUserDetail({
          user: {
            full_name: '',
            last_login: null,
            registration_ip: 'Not available',
            registration_location: '',
            registration_device: 'Not available',
            terms_agreed: false,
          },
        }),
      },
    });

    await screen.findByRole('tab', { name: 'Overview' });
    expect(panel().getByText('Not provided')).toBeTruthy();
    expect(panel().getByText('No login data')).toBeTruthy();
    expect(panel().getAllByText('Not available')).toHaveLength(3);
    expect(panel().getByText('Terms agreed: No')).toBeTruthy();
  });

  it('tells a directly assigned plan from a paid one', async () => {
    const user = userEvent.setup();
    open();

    await user.click(await screen.findByRole('tab', { name: 'Subscription' }));
    expect(panel().getByText(/This plan was assigned directly/)).toBeTruthy();
    expect(panel().queryByText('Payment gateway')).toBeNull();
  });

  it('shows the billing record of a paid plan', async () => {
    const user = userEvent.setup();
    open({
      [`GET ${USER}`]: {
        body: makeUserDetail({
          subscription: {
            assigned_directly: false,
            start_date: '2025-05-01T00:00:00.000Z',
            end_date: null,
            billing_cycle: 'monthly',
            payment_gateway: 'razorpay',
          },
        }),
      },
    });

    await user.click(await screen.findByRole('tab', { name: 'Subscription' }));
    expect(panel().getByText('razorpay')).toBeTruthy();
    expect(panel().getByText('monthly')).toBeTruthy();
    expect(panel().getByText('Not available')).toBeTruthy();
    expect(panel().queryByText(/assigned directly/)).toBeNull();
  });

  it('fetches the credit history when its tab opens, signed to 4 decimals, and pages it', async () => {
    const user = userEvent.setup();
    const entry = (amount: number, type: 'credit' | 'debit') => ({
      timestamp: '2025-06-01T10:00:00.000Z',
      type,
      amount,
      description: type === 'credit' ? 'Granted by staff' : 'Image generation',
      balance_after: 42.5,
    });
    const { fetchMock } = open({
      [`GET ${USER}/credit-history`]: {
        body: {
          transactions: [entry(12.5, 'credit'), entry(-1, 'debit')],
          pagination: { ...pageInfo(1, 2), total_transactions: 22 },
        },
      },
    });
    await screen.findByRole('tab', { name: 'Credits' });
    expect(callCount(fetchMock, `GET ${USER}/credit-history`)).toBe(0);

    await user.click(screen.getByRole('tab', { name: 'Credits' }));
    const table = await panel().findByRole('table', { name: 'Credit transactions' });
    expect(within(table).getByText('+12.5000')).toBeTruthy();
    expect(within(table).getByText('-1.0000')).toBeTruthy();
    expect(within(table).getByText('Debit')).toBeTruthy();

    await user.click(panel().getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        requestQueries(fetchMock, `GET ${USER}/credit-history`).map((query) => query.get('page')),
      ).toEqual(['1', '2']),
    );
    expect(requestQueries(fetchMock, `GET ${USER}/credit-history`)[0]?.get('per_page')).toBe('20');
  });

  it('shows empty lists for no credits and for API activity that failed to load', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchMock } = open({
      [`GET ${USER}/api-logs`]: { status: 500, body: { detail: 'Down' } },
    });

    await user.click(await screen.findByRole('tab', { name: 'Credits' }));
    expect(await panel().findByText('No credit transactions found')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'API Activity' }));
    expect(await panel().findByText('No API requests found for this user')).toBeTruthy();
    await user.click(panel().getByRole('button', { name: 'Refresh activity' }));
    await waitFor(() => expect(callCount(fetchMock, `GET ${USER}/api-logs`)).toBe(2));
    expect(warn).toHaveBeenCalledWith('Failed to load API logs', expect.anything());
  });

  it('lists API requests with method, endpoint, status, duration and IP', async () => {
    const user = userEvent.setup();
    open({
      [`GET ${USER}/api-logs`]: {
        body: {
          logs: [
            {
              id: 7,
              timestamp: '2025-06-01T10:00:00.000Z',
              method: 'POST',
              path: '/api/generate/image',
              status: 202,
              duration_ms: 148,
              ip: null,
              api_key: null,
            },
            {
              id: 6,
              timestamp: '2025-06-01T09:59:00.000Z',
              method: 'GET',
              path: '/api/jobs/1',
              status: 200,
              duration_ms: 3,
              ip: '203.0.113.4',
              api_key: { id: 'k1', name: 'Nightly export', prefix: 'atl_AbCd1234' },
            },
          ],
          pagination: { ...pageInfo(1, 1), total_logs: 2 },
        },
      },
    });

    await user.click(await screen.findByRole('tab', { name: 'API Activity' }));
    const table = await panel().findByRole('table', { name: 'API requests' });
    expect(within(table).getByText('/api/generate/image')).toBeTruthy();
    expect(within(table).getByText('148 ms')).toBeTruthy();
    expect(within(table).getByText('Not available')).toBeTruthy();
    expect(within(table).getByText('Session')).toBeTruthy();
    expect(within(table).getByText(/API key Nightly export/)).toBeTruthy();
    expect(within(table).getByText('atl_AbCd1234')).toBeTruthy();
  });

  it('shows the usage counters', async () => {
    const user = userEvent.setup();
    open();

    await user.click(await screen.findByRole('tab', { name: 'Usage' }));
    expect(panel().getByText('Prompt generations').nextElementSibling?.textContent).toBe('5');
    expect(panel().getByText('Workflows created').nextElementSibling?.textContent).toBe('3');
    expect(panel().getByText('Free images').nextElementSibling?.textContent).toBe('3');
    expect(panel().getByText('Premium images').nextElementSibling?.textContent).toBe('1');
  });

  it("shows the server's reason and a way back when the user cannot be loaded", async () => {
    const user = userEvent.setup();
    const { router } = open({
      [`GET ${USER}`]: { status: 404, body: { detail: ADMIN_MESSAGES.userNotFound } },
    });

    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.userNotFound);
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(router.state.location.search).toBe('?tab=users');
  });

  it("falls back to 'Failed to load user data' without a reason", async () => {
    open({ [`GET ${USER}`]: { status: 502, body: null } });

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load user data');
  });

  it('changes the plan and reloads the user', async () => {
    const user = userEvent.setup();
    let plan: 'pro' | 'growth' = 'pro';
    const { fetchMock } = open({
      [`GET ${USER}`]: () => ({
        body: makeUserDetail({ user: { subscription_plan: plan } }),
      }),
      [`POST ${USER}/update-subscription`]: () => {
        plan = 'growth';
        return {
          body: { message: ADMIN_MESSAGES.subscriptionUpdated, subscription_plan: 'growth' },
        };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const input = within(screen.getByRole('dialog')).getByLabelText('Plan');
    await user.clear(input);
    await user.type(input, 'Growth');
    await user.click(screen.getByRole('button', { name: 'Update plan' }));

    expect(await screen.findByText('Growth')).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${USER}/update-subscription`)).toEqual([
      { plan_id: 'growth' },
    ]);
    expect(callCount(fetchMock, `GET ${USER}`)).toBe(2);
  });

  it('deletes the user after asking, then goes back to the dashboard', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = open({
      [`DELETE ${USER}`]: { body: { message: ADMIN_MESSAGES.userDeleted } },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete user' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Ada Lovelace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(callCount(fetchMock, `DELETE ${USER}`)).toBe(1);
  });
});
