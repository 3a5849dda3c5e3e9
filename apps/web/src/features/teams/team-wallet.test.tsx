import { TEAM_MESSAGES } from '@atelier/contract';
import type { Team, TeamLedgerEntry, TeamMemberSpending } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { billingApi, makeHistoryEntry } from '../../test/billing-fixtures';
import type { MockRoutes } from '../../test/mock-api';
import { requestHeaders } from '../../test/mock-api';
import { callCount, sentBodies } from '../../test/requests';
import { GRACE_ID, ME, TEAM_ID, base, makeTeam, openTeams } from './team-fixtures';

const WALLET = `/teams?team=${TEAM_ID}&tab=wallet`;

function makeSpending(overrides: Partial<TeamMemberSpending> = {}): TeamMemberSpending {
  return {
    user_id: GRACE_ID,
    full_name: 'Grace Hopper',
    member: true,
    spent_today: 0,
    spent_month: 0,
    daily_cap: null,
    monthly_cap: null,
    ...overrides,
  };
}

function makeLedgerEntry(overrides: Partial<TeamLedgerEntry> = {}): TeamLedgerEntry {
  return {
    ...makeHistoryEntry(),
    member: { user_id: ME.id, full_name: ME.full_name },
    ...overrides,
  };
}

/** The wallet tab of Design studio, with what its sections load answered. */
function openWallet(routes: MockRoutes = {}, path = WALLET) {
  return openTeams(
    billingApi({
      [`GET ${base}/spending`]: { body: { month: '2025-03', total: 0, members: [] } },
      [`GET ${base}/ledger`]: {
        body: {
          history: [],
          page: 1,
          total_pages: 1,
          total: 0,
          has_next: false,
          has_prev: false,
          credits: 1234.5,
        },
      },
      ...routes,
    }),
    path,
  );
}

/** The URLs fetched under a path, query included, in order. */
function requestedUrls(fetchMock: ReturnType<typeof openTeams>['fetchMock'], path: string) {
  return fetchMock.mock.calls
    .map(([input]) => (typeof input === 'string' ? input : ''))
    .filter((url) => url.split('?')[0] === path);
}

async function walletPanel() {
  return screen.findByRole('tabpanel', { name: 'Wallet' });
}

beforeAll(async () => {
  await import('./teams-page');
});

describe('team wallet: what a member sees', () => {
  it('shows a plain member the balance and their own spending and caps, and no way to add credits', async () => {
    const { fetchMock } = openWallet({
      'GET /api/teams': { body: { teams: [makeTeam({ role: 'member' })] } },
      [`GET ${base}/spending`]: {
        body: {
          month: '2025-03',
          total: 2.5,
          members: [
            makeSpending({
              user_id: ME.id,
              full_name: ME.full_name,
              spent_today: 2.5,
              spent_month: 7.25,
              daily_cap: 10,
            }),
          ],
        },
      },
    });
    const wallet = await walletPanel();
    expect(screen.getByRole('tab', { name: 'Wallet' }).getAttribute('aria-selected')).toBe('true');
    expect(within(wallet).getByText('1,234.50 credits')).toBeTruthy();
    expect(within(wallet).getByText('No paid plan.')).toBeTruthy();
    const mine = within(wallet).getByRole('region', { name: 'Your spending' });
    expect(await within(mine).findByText('2.50 of 10.00 credits')).toBeTruthy();
    expect(within(mine).getByText('7.25 credits (no cap)')).toBeTruthy();
    expect(within(mine).getByRole('progressbar', { name: 'Today (UTC)' })).toBeTruthy();

    expect(within(wallet).queryByRole('region', { name: 'Add credits' })).toBeNull();
    expect(within(wallet).queryByRole('form', { name: 'Move from my balance' })).toBeNull();
    expect(within(wallet).queryByRole('region', { name: 'Wallet history' })).toBeNull();
    expect(within(wallet).queryAllByRole('button')).toEqual([]);
    expect(callCount(fetchMock, `GET ${base}/ledger`)).toBe(0);
    expect(callCount(fetchMock, 'GET /api/credits/packages')).toBe(0);
    expect(callCount(fetchMock, 'GET /api/subscription/plans')).toBe(0);
  });
});

describe('team wallet: adding credits', () => {
  it('moves credits from the owner’s balance after checking the amount, and refreshes both balances', async () => {
    const user = userEvent.setup();
    let team: Team = makeTeam();
    let me = ME;
    const { fetchMock } = openWallet({
      'GET /api/auth/me': () => ({ body: me }),
      'GET /api/teams': () => ({ body: { teams: [team] } }),
      [`POST ${base}/transfer`]: () => {
        team = { ...team, credits: 1244.5 };
        me = { ...me, credits: 2.3456 };
        return { body: { credits: 1244.5, personal_credits: 2.3456 } };
      },
    });
    const form = within(await walletPanel()).getByRole('form', { name: 'Move from my balance' });
    expect(within(form).getByText('Your balance: 12.35 credits')).toBeTruthy();
    const amount = within(form).getByLabelText('Credits to move');
    const move = within(form).getByRole('button', { name: 'Move credits' });

    await user.click(move);
    expect(within(form).getByText('Enter how many credits to move.')).toBeTruthy();
    await user.type(amount, '0');
    await user.click(move);
    expect(
      within(form).getByText('Enter a number of credits from 0.01 to 1,000,000.'),
    ).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(move);
    expect(within(form).getByText('You only have 12.35 credits in your own balance.')).toBeTruthy();
    expect(callCount(fetchMock, `POST ${base}/transfer`)).toBe(0);

    const userLoads = callCount(fetchMock, 'GET /api/auth/me');
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(move);

    expect(await screen.findByText('10.00 credits moved to Design studio.')).toBeTruthy();
    expect(sentBodies(fetchMock, `POST ${base}/transfer`)).toEqual([{ amount: 10 }]);
    expect((amount as HTMLInputElement).value).toBe('');
    // The header's balance is the team list's, fetched again; so is the person's own.
    const header = screen.getByRole('region', { name: 'Design studio' });
    expect(await within(header).findAllByText('1,244.50 credits')).not.toEqual([]);
    await waitFor(() =>
      expect(callCount(fetchMock, 'GET /api/auth/me')).toBeGreaterThan(userLoads),
    );
    expect(await within(form).findByText('Your balance: 2.35 credits')).toBeTruthy();
  });

  it('shows the server’s 402 when the owner’s balance fell short meanwhile', async () => {
    const user = userEvent.setup();
    const short = TEAM_MESSAGES.transferShort('3.00');
    openWallet({
      [`POST ${base}/transfer`]: {
        status: 402,
        body: { detail: short, code: 'team.transferShort' },
      },
    });
    const form = within(await walletPanel()).getByRole('form', { name: 'Move from my balance' });
    await user.type(within(form).getByLabelText('Credits to move'), '10');
    await user.click(within(form).getByRole('button', { name: 'Move credits' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(short);
  });

  it('buys a credit package for the team: the order carries the Atelier-Team header', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = openWallet({
      'POST /api/credits/purchase-sandbox': {
        body: { success: true, order_id: 'sbx_1', approval_url: '/checkout/sandbox?order=sbx_1' },
      },
      'GET /api/payments/sandbox/orders/sbx_1': {
        body: {
          order_id: 'sbx_1',
          kind: 'credits',
          description: '10 credits for Design studio',
          amount: 10,
          currency: 'USD',
          status: 'created',
        },
      },
    });
    const packs = within(await walletPanel()).getByRole('region', { name: 'Add credits' });
    const pack = within(await within(packs).findByRole('listitem', { name: '10 credits' }));
    await user.click(pack.getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a payment method' });
    expect(dialog.textContent).toContain('10 credits for Design studio.');
    await user.click(await within(dialog).findByRole('radio', { name: /Sandbox/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/sandbox'));
    const order = fetchMock.mock.calls.findIndex(
      ([input]) => input === '/api/credits/purchase-sandbox?package_id=credits_10',
    );
    expect(order).toBeGreaterThanOrEqual(0);
    expect(requestHeaders(fetchMock, order).get('Atelier-Team')).toBe(TEAM_ID);
  });

  it('cancels the team’s plan after asking, for the team', async () => {
    const user = userEvent.setup();
    const plan = {
      plan_id: 'pro',
      billing_cycle: 'monthly',
      current_period_end: '2099-02-01T00:00:00.000Z',
      cancelled: false,
    } as const;
    let team: Team = makeTeam({ plan });
    const { fetchMock } = openWallet({
      'GET /api/teams': () => ({ body: { teams: [team] } }),
      'POST /api/subscription/cancel': () => {
        team = { ...team, plan: { ...plan, cancelled: true } };
        return {
          body: {
            success: true,
            message: 'Cancelled.',
            current_period_end: plan.current_period_end,
          },
        };
      },
    });
    const section = within(await walletPanel()).getByRole('region', { name: 'Team plan' });
    expect(section.textContent).toContain('PlanProBilling cycleMonthlyValid until');
    const pro = within(await within(section).findByRole('listitem', { name: 'Pro' }));
    expect(pro.getByRole<HTMLButtonElement>('button', { name: 'Current plan' }).disabled).toBe(
      true,
    );

    await user.click(within(section).getByRole('button', { name: 'Cancel team plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the Pro plan of Design studio?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel team plan' }));

    expect(await screen.findByText(/The Pro plan of Design studio is cancelled/)).toBeTruthy();
    const call = fetchMock.mock.calls.findIndex(([input]) => input === '/api/subscription/cancel');
    expect(requestHeaders(fetchMock, call).get('Atelier-Team')).toBe(TEAM_ID);
    expect(
      await within(section).findByText(/Cancelled\. The team keeps the Pro plan/),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Cancel team plan' })).toBeNull();
  });
});

describe('team wallet: history and spending', () => {
  it('pages the history, filters it by days and downloads the same days as CSV', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:ledger');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const pageOf = (url: string) =>
      Number(new URL(url, 'http://localhost').searchParams.get('page'));
    const { fetchMock } = openWallet({
      [`GET ${base}/ledger`]: () => {
        const page = pageOf(requestedUrls(fetchMock, `${base}/ledger`).at(-1) ?? '');
        const entry = makeLedgerEntry({
          id: `entry-${page}`,
          description: page === 1 ? 'Bought 10 credits' : 'Image: a lighthouse',
          type: page === 1 ? 'purchase' : 'image_generation',
          amount: page === 1 ? 10 : -0.125,
          member: page === 1 ? { user_id: ME.id, full_name: ME.full_name } : null,
        });
        return {
          body: {
            history: [entry],
            page,
            total_pages: 2,
            total: 11,
            has_next: page === 1,
            has_prev: page === 2,
            credits: 1234.5,
          },
        };
      },
      [`GET ${base}/ledger.csv`]: {
        file: 'timestamp,type,description,member,amount,balance_after\n',
        headers: { 'Content-Type': 'text/csv' },
      },
    });
    const history = within(await walletPanel()).getByRole('region', { name: 'Wallet history' });
    const table = await within(history).findByRole('table', { name: 'Wallet history' });
    const row = () => within(table).getAllByRole('row')[1]?.textContent;
    expect(row()).toContain('PurchaseBought 10 creditsAda Lovelace+10.00');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Type', 'Description', 'Member', 'Amount', 'Balance after']);

    const pages = within(history).getByRole('navigation', { name: 'Wallet history pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(row()).toContain('Image generationImage: a lighthouseFormer member-0.125'),
    );
    expect(within(pages).getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(
      true,
    );

    await user.selectOptions(within(history).getByLabelText('Period'), 'Last 30 days');
    await waitFor(() =>
      expect(requestedUrls(fetchMock, `${base}/ledger`).at(-1)).toBe(
        `${base}/ledger?page=1&per_page=10&days=30`,
      ),
    );
    expect(requestedUrls(fetchMock, `${base}/ledger`).slice(0, 2)).toEqual([
      `${base}/ledger?page=1&per_page=10&days=7`,
      `${base}/ledger?page=2&per_page=10&days=7`,
    ]);

    await user.click(within(history).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(requestedUrls(fetchMock, `${base}/ledger.csv`)).toEqual([`${base}/ledger.csv?days=30`]);
    const csv = await createObjectURL.mock.calls[0][0].text();
    expect(csv).toBe('timestamp,type,description,member,amount,balance_after\n');
  });

  it('draws a bar per member with their name, spend and cap, and the month’s total', async () => {
    const { container } = openWallet({
      [`GET ${base}/spending`]: {
        body: {
          month: '2025-03',
          total: 162.5,
          members: [
            makeSpending({ user_id: ME.id, full_name: ME.full_name, spent_month: 100 }),
            makeSpending({ spent_month: 50, monthly_cap: 200 }),
            makeSpending({ user_id: 'gone', full_name: 'Linus', member: false, spent_month: 12.5 }),
          ],
        },
      },
    });
    const section = await within(await walletPanel()).findByRole('region', {
      name: 'Spending in March 2025',
    });
    const chart = await within(section).findByRole('list', { name: 'Spending in March 2025' });
    const bars = within(chart).getAllByRole('listitem');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
      'Linus',
    ]);
    expect(bars.map((bar) => bar.textContent)).toEqual([
      'Ada Lovelace100.00 creditsMonthly cap: No cap',
      'Grace Hopper50.00 creditsMonthly cap: 200.00 credits',
      'Linus (Former member)12.50 creditsMonthly cap: No cap',
    ]);
    // Drawn on one scale, the largest of spends and caps (Grace's 200 cap) the full width.
    const widths = [...container.querySelectorAll<HTMLElement>('[data-bar]')].map(
      (bar) => bar.style.width,
    );
    expect(widths).toEqual(['50%', '25%', '6.25%']);
    expect(within(bars[1]).queryByText('Monthly cap: 200.00 credits')).toBeTruthy();
    expect(bars[1].querySelector<HTMLElement>('[data-cap]')?.style.left).toBe('100%');
    expect(bars[0].querySelector('[data-cap]')).toBeNull();
    expect(within(section).getByText('Total this month: 162.50 credits')).toBeTruthy();
  });
});

describe('team wallet: returning from a payment', () => {
  it('opens the wallet, tells the payment once and takes it off the address', async () => {
    const { router } = openWallet(
      {},
      `${WALLET}&payment=success&credits=100&order=sbx_1&amount=100&currency=USD`,
    );
    expect(
      await screen.findByText('Payment received: 100.00 credits added to the team’s wallet.'),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Wallet' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(router.state.location.search).toBe(`?team=${TEAM_ID}&tab=wallet`));
    expect(screen.getAllByText(/Payment received/)).toHaveLength(1);
  });

  it('says so when the payment was cancelled', async () => {
    openWallet({}, `${WALLET}&payment=cancelled`);
    expect(await screen.findByText('Payment was cancelled. No charges were made.')).toBeTruthy();
  });
});
