import { ROLE_PERMISSIONS } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_TOKEN,
  makeAdminMe,
  requestQueries,
  signInAsAdmin,
  urlOf,
} from '../../test/admin-fixtures';
import { requestHeaders } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { callCount, sentBodies } from '../../test/requests';

beforeAll(async () => {
  await import('./pages');
  // The tab is a chunk of its own: compiled here too, so the first test times the page.
  await import('./components/analytics-tab');
});

const TRAFFIC = 'GET /api/admin/analytics/traffic';
const PERFORMANCE = 'GET /api/admin/analytics/performance';
const ENGAGEMENT = 'GET /api/admin/analytics/engagement';
const EXPORT = 'POST /api/admin/reports/export';

const othersPermissions = ROLE_PERMISSIONS.others;
afterEach(() => {
  ROLE_PERMISSIONS.others = othersPermissions;
});

function card(name: string) {
  return screen.getByRole('region', { name });
}

/** Switches a chart card to its table and returns the table. */
async function tableOf(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(card(name)).getByRole('button', { name: 'Show as table' }));
  return within(card(name)).getByRole('table');
}

function rowTexts(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);
}

/** Catches the file handed to the downloads. */
function catchDownloads() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:report');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { createObjectURL, click };
}

describe('analytics and reporting tab', () => {
  it('is not shown to a role without view_analytics, and nothing of it is asked for', async () => {
    // No role of the product lacks view_analytics today; this one is made for the test.
    ROLE_PERMISSIONS.others = ['view_users', 'view_system_health'];
    const fetchMock = signInAsAdmin(makeAdminMe('others'));
    renderApp('/admin/dashboard?tab=analytics');

    await screen.findByRole('tab', { name: 'User and Access Management' });
    expect(screen.queryAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'User and Access Management',
      'Product and Features',
    ]);
    for (const call of [TRAFFIC, PERFORMANCE, ENGAGEMENT]) {
      expect(callCount(fetchMock, call)).toBe(0);
    }
  });

  it('draws the last 30 days first and asks again for the range chosen', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin();
    renderApp('/admin/dashboard?tab=analytics');

    const range = await screen.findByLabelText('Time range');
    expect(
      within(range)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days', 'Last 12 months']);
    expect((range as HTMLSelectElement).value).toBe('30d');
    await screen.findByRole('region', { name: 'Traffic' });
    expect(requestQueries(fetchMock, TRAFFIC).map((query) => query.get('time_range'))).toEqual([
      '30d',
    ]);
    expect(requestQueries(fetchMock, PERFORMANCE).map((query) => query.get('time_range'))).toEqual([
      '30d',
    ]);
    const traffic = fetchMock.mock.calls.findIndex(
      ([input]) => urlOf(input).pathname === '/api/admin/analytics/traffic',
    );
    expect(requestHeaders(fetchMock, traffic).get('Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);

    await user.selectOptions(range, '12m');
    await waitFor(() =>
      expect(requestQueries(fetchMock, PERFORMANCE).at(-1)?.get('time_range')).toBe('12m'),
    );
    expect(requestQueries(fetchMock, TRAFFIC).at(-1)?.get('time_range')).toBe('12m');
    // Engagement has its own fixed periods: the range does not ask for it again.
    expect(callCount(fetchMock, ENGAGEMENT)).toBe(1);
  });

  it('names each chart by its figures and offers its data as a table', async () => {
    const user = userEvent.setup();
    signInAsAdmin();
    renderApp('/admin/dashboard?tab=analytics');
    await screen.findByRole('region', { name: 'Traffic' });

    expect(within(card('Traffic')).getByRole('img').getAttribute('aria-label')).toBe(
      'Line chart of sign-ups, active users and requests per day, last 30 days: 7 sign-ups and ' +
        '3,545 requests in all, at most 14 active users in a day.',
    );
    expect(rowTexts(await tableOf(user, 'Traffic'))).toEqual([
      'PeriodSign-upsActive usersRequests',
      '2025-06-01210' + '1,200',
      '2025-06-02514' + '2,345',
    ]);
    // The chart comes back on the same button.
    await user.click(within(card('Traffic')).getByRole('button', { name: 'Show as chart' }));
    expect(within(card('Traffic')).getByRole('img')).toBeTruthy();

    expect(within(card('Request latency')).getByRole('img').getAttribute('aria-label')).toBe(
      'Line chart of request latency per day, last 30 days: at worst p50 42.5 ms, p95 210 ms, ' +
        'p99 512 ms; 0.1% of 3,545 requests answered with a server error.',
    );
    const latency = await tableOf(user, 'Request latency');
    expect(rowTexts(latency)[1]).toBe('2025-06-01' + '1,200' + '42.5 ms180 ms340 ms0.3%');

    const features = await tableOf(user, 'Feature use by plan');
    expect(rowTexts(features)).toEqual(['FeatureStarterPro', 'Image1230', 'Workflow30']);
  });

  it('shows generation outcomes, top tools and cohort retention as the server counts them', async () => {
    signInAsAdmin();
    renderApp('/admin/dashboard?tab=analytics');

    const outcomes = await screen.findByRole('table', {
      name: 'Generation jobs per tool: outcomes and mean duration',
    });
    expect(rowTexts(outcomes).slice(1)).toEqual(['Image4036490%12.5 s', 'Product video ad2020%—']);

    expect(
      within(screen.getByRole('list', { name: 'Top tools' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Image42 uses', 'Text7 uses']);

    const cohorts = screen.getByRole('table', {
      name: 'Share of each weekly sign-up cohort active in the weeks after',
    });
    const [header, first, empty, young] = within(cohorts).getAllByRole('row');
    expect(header?.textContent).toBe('Week ofUsersWeek 0Week 1Week 2');
    expect(first?.textContent).toBe('2025-05-194100%50%25%');
    // An empty cohort has no shares; a young one has no later weeks yet.
    expect(empty?.textContent).toBe('2025-05-260———');
    expect(young?.textContent).toBe('2025-06-021060%——');
    // Darker for a larger share, with text that stays readable on it.
    const [full, half, quarter] = within(first).getAllByRole('cell').slice(1);
    expect(full?.className).toContain('bg-primary-800 text-white');
    expect(half?.className).toContain('bg-primary-600 text-white');
    expect(quarter?.className).toContain('bg-primary-300 text-primary-950');
  });

  it('exports a report for the chosen period under the name the server gives it', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin(undefined, {
      [EXPORT]: {
        file: 'xlsx-bytes',
        headers: {
          'Content-Disposition':
            'attachment; filename="revenue-report-2025-05-01-to-2025-05-31.xlsx"',
        },
      },
    });
    const { createObjectURL, click } = catchDownloads();
    renderApp('/admin/dashboard?tab=analytics');

    await user.selectOptions(await screen.findByLabelText('Report type'), 'revenue');
    expect(
      within(screen.getByLabelText('Format'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['CSV', 'PDF', 'Excel']);
    await user.selectOptions(screen.getByLabelText('Format'), 'excel');
    await user.type(screen.getByLabelText('From'), '2025-05-01');
    await user.type(screen.getByLabelText('To'), '2025-05-31');
    await user.click(screen.getByRole('button', { name: 'Export' }));

    expect(
      await screen.findByText('Report exported: revenue-report-2025-05-01-to-2025-05-31.xlsx'),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, EXPORT)).toEqual([
      { report_type: 'revenue', format: 'excel', from: '2025-05-01', to: '2025-05-31' },
    ]);
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.instances[0] as HTMLAnchorElement).download).toBe(
      'revenue-report-2025-05-01-to-2025-05-31.xlsx',
    );
    expect(createObjectURL.mock.calls[0]?.[0].size).toBe('xlsx-bytes'.length);
    const call = fetchMock.mock.calls.findIndex(
      ([input]) => urlOf(input).pathname === '/api/admin/reports/export',
    );
    expect(requestHeaders(fetchMock, call).get('Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('leaves the dates to the server when none are chosen, and shows its refusal', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin(undefined, {
      [EXPORT]: { status: 422, body: { detail: 'from must not be after to' } },
    });
    const { click } = catchDownloads();
    renderApp('/admin/dashboard?tab=analytics');

    await user.click(await screen.findByRole('button', { name: 'Export' }));

    expect(await screen.findByText('from must not be after to')).toBeTruthy();
    expect(sentBodies(fetchMock, EXPORT)).toEqual([{ report_type: 'users', format: 'csv' }]);
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', false);
  });

  it('says so when traffic and performance cannot be loaded', async () => {
    signInAsAdmin(undefined, {
      [TRAFFIC]: { status: 500, body: { detail: 'Down' } },
      [PERFORMANCE]: { status: 500, body: { detail: 'Down' } },
    });
    renderApp('/admin/dashboard?tab=analytics');

    await waitFor(() =>
      expect(screen.getAllByText('Failed to load analytics data')).toHaveLength(2),
    );
    // Engagement loads on its own.
    expect(await screen.findByRole('region', { name: 'Feature use by plan' })).toBeTruthy();
    expect(screen.queryByText('Failed to load engagement data')).toBeNull();
  });

  it('says so when engagement cannot be loaded', async () => {
    signInAsAdmin(undefined, { [ENGAGEMENT]: { status: 500, body: { detail: 'Down' } } });
    renderApp('/admin/dashboard?tab=analytics');

    expect(await screen.findByText('Failed to load engagement data')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Traffic' })).toBeTruthy();
    expect(screen.queryByText('Failed to load analytics data')).toBeNull();
  });
});
