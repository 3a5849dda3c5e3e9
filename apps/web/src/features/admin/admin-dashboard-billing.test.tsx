import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  makeTransaction,
  requestQueries,
  signInAsAdmin,
  transactionsPage,
} from '../../test/admin-fixtures';
import { renderApp } from '../../test/render-app';

beforeAll(async () => {
  await import('./pages');
});

const TRANSACTIONS = 'GET /api/admin/billing/transactions';

function nextPage() {
  const pages = screen.getByRole('navigation', { name: 'Transactions pages' });
  return within(pages).getByRole('button', { name: 'Next' });
}

describe('subscription and billing tab', () => {
  it('shows the billing figures, the revenue by gateway, and trials as not measured', async () => {
    signInAsAdmin();
    renderApp('/admin/dashboard?tab=billing');

    expect(await screen.findByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('12.5%')).toBeTruthy();
    expect(screen.getByText('$23.75')).toBeTruthy();
    expect(screen.getByText('52')).toBeTruthy();
    expect(screen.getByText('40')).toBeTruthy();
    expect(screen.getByText('875.50')).toBeTruthy();

    const revenue = screen.getByRole('table', {
      name: 'Revenue of the last 30 days by gateway and currency',
    });
    const rows = within(revenue).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Razorpay');
    expect(rows[1]?.textContent).toContain('₹41,500.00');
    expect(rows[2]?.textContent).toContain('$450.00');

    // No trial figure is invented: the three say so, with the server's reason.
    expect(screen.getAllByText('Not measured')).toHaveLength(3);
    expect(
      screen.getByText('The product has no trials: every plan is paid from its first day.'),
    ).toBeTruthy();
  });

  it('lists transactions with their details, 20 a page', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin(undefined, {
      [TRANSACTIONS]: {
        body: transactionsPage(
          [
            makeTransaction(),
            makeTransaction({
              id: 'c0ffee00-0000-4000-8000-000000000002',
              user_email: null,
              item: '500 credits',
              kind: 'credits',
              amount: 415,
              currency: 'INR',
              status: 'failed',
              gateway: 'razorpay',
              gateway_reference: null,
            }),
          ],
          1,
          3,
        ),
      },
    });
    renderApp('/admin/dashboard?tab=billing');

    const table = await screen.findByRole('table', { name: 'Transactions' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('9b2f4c1d');
    expect(first?.textContent).not.toContain('9b2f4c1d-0000');
    expect(first?.textContent).toContain('ada@example.com');
    expect(first?.textContent).toContain('$29.99');
    expect(within(first).getByText('Success').dataset.tone).toBe('success');
    expect(first?.textContent).toContain('PayPal');
    expect(first?.textContent).toContain('PAYID-123');
    expect(second?.textContent).toContain('Deleted user');
    expect(second?.textContent).toContain('₹415.00');
    expect(within(second).getByText('Failed').dataset.tone).toBe('danger');
    expect(second?.textContent).toContain('—');
    expect(screen.getByText('60 transactions')).toBeTruthy();

    await user.click(nextPage());
    await waitFor(() => expect(requestQueries(fetchMock, TRANSACTIONS)).toHaveLength(2));
    const queries = requestQueries(fetchMock, TRANSACTIONS);
    expect(queries.map((query) => query.get('page'))).toEqual(['1', '2']);
    expect(queries.every((query) => query.get('per_page') === '20')).toBe(true);
  });

  it('filters transactions by status, gateway and dates, from the first page', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin(undefined, {
      [TRANSACTIONS]: { body: transactionsPage([makeTransaction()], 1, 2) },
    });
    renderApp('/admin/dashboard?tab=billing');
    await screen.findByRole('table', { name: 'Transactions' });
    await user.click(nextPage());

    // Only this tab has been opened, so its filters are the page's only ones.
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await user.selectOptions(screen.getByLabelText('Gateway'), 'razorpay');
    await user.type(screen.getByLabelText('From'), '2025-05-01');
    await user.type(screen.getByLabelText('To'), '2025-05-31');

    await waitFor(() =>
      expect(requestQueries(fetchMock, TRANSACTIONS).at(-1)?.get('to')).toBe('2025-05-31'),
    );
    const last = requestQueries(fetchMock, TRANSACTIONS).at(-1);
    expect(Object.fromEntries(last ?? [])).toEqual({
      page: '1',
      per_page: '20',
      status: 'pending',
      gateway: 'razorpay',
      from: '2025-05-01',
      to: '2025-05-31',
    });
    // The empty filters of the first request are left out of its address.
    expect([...(requestQueries(fetchMock, TRANSACTIONS)[0]?.keys() ?? [])]).toEqual([
      'page',
      'per_page',
    ]);
  });

  it('says when there are no transactions', async () => {
    signInAsAdmin(undefined, { [TRANSACTIONS]: { body: transactionsPage([]) } });
    renderApp('/admin/dashboard?tab=billing');

    expect(await screen.findByText('No transactions found')).toBeTruthy();
  });

  it('says so when the billing figures cannot be loaded', async () => {
    signInAsAdmin(undefined, {
      'GET /api/admin/billing/overview': { status: 500, body: { detail: 'Down' } },
    });
    renderApp('/admin/dashboard?tab=billing');

    expect(await screen.findByText('Failed to load billing data')).toBeTruthy();
    // The transactions load on their own.
    expect(await screen.findByRole('table', { name: 'Transactions' })).toBeTruthy();
  });

  it('says so when the transactions cannot be loaded', async () => {
    signInAsAdmin(undefined, { [TRANSACTIONS]: { status: 500, body: { detail: 'Down' } } });
    renderApp('/admin/dashboard?tab=billing');

    expect(await screen.findByText('Failed to load transactions')).toBeTruthy();
    expect(screen.getByText('$1,234.50')).toBeTruthy();
  });
});
