import { ADMIN_MESSAGES } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeSystemHealth, signInAsAdmin } from '../../test/admin-fixtures';
import { renderApp } from '../../test/render-app';
import { callCount } from '../../test/requests';

beforeAll(async () => {
  await import('./pages');
});

afterEach(() => {
  vi.useRealTimers();
});

const HEALTH = 'GET /api/admin/system/health';

describe('product and features tab: system health', () => {
  it('shows every part of the health answer', async () => {
    signInAsAdmin();
    renderApp('/admin/dashboard?tab=features');

    expect(await screen.findByText('All systems OK')).toBeTruthy();
    expect(screen.getByText(/^Checked at .+\. Refreshes every 30 seconds\.$/)).toBeTruthy();
    expect(screen.getByText('3 ms')).toBeTruthy();
    expect(screen.getByText('16 of 16 applied')).toBeTruthy();

    const queues = screen.getByRole('table', { name: 'Job queues' });
    const [, generation, mail] = within(queues).getAllByRole('row');
    expect(generation?.textContent).toBe('generation423 min 20 s');
    expect(mail?.textContent).toBe('mail00—');

    const failed = screen.getByRole('table', { name: 'Failed jobs of the last 24 hours' });
    expect(within(failed).getByText('Engine timed out after 120 s')).toBeTruthy();
    const errors = screen.getByRole('table', { name: 'Server errors of the last 24 hours' });
    expect(within(errors).getByText('/api/generate/image')).toBeTruthy();
    expect(within(errors).getByText('502')).toBeTruthy();
    expect(within(errors).getByText('1234 ms')).toBeTruthy();

    expect(screen.getByText('Local disk')).toBeTruthy();
    expect(screen.getByText('1.5 GB')).toBeTruthy();
    expect(screen.getByText('321')).toBeTruthy();
    expect(screen.getByText('40.0 GB of 100 GB')).toBeTruthy();
    expect(screen.getByText('2 h 5 min')).toBeTruthy();
    expect(screen.getByText('1.4.0')).toBeTruthy();
    expect(screen.getByText('v22.11.0')).toBeTruthy();
    expect(screen.getByText('256 MB')).toBeTruthy();
    const holds = screen.getByText('None: every hold was settled or released in time.');
    expect(holds.parentElement?.dataset.highlighted).toBe('false');
  });

  it('shows the empty states, a degraded system and stuck holds', async () => {
    signInAsAdmin(undefined, {
      [HEALTH]: {
        body: makeSystemHealth({
          status: 'degraded',
          database: {
            status: 'failing',
            latency_ms: 900,
            migrations_applied: 15,
            migrations_expected: 16,
          },
          failed_jobs_24h: [],
          recent_errors: [],
          expired_holds: { count: 3, oldest_deadline: '2025-06-01T08:00:00.000Z' },
        }),
      },
    });
    renderApp('/admin/dashboard?tab=features');

    expect(await screen.findByText('Degraded')).toBeTruthy();
    expect(screen.getByText('Failing')).toBeTruthy();
    expect(screen.getByText('Behind')).toBeTruthy();
    expect(screen.getByText('No failed jobs in the last 24 hours')).toBeTruthy();
    expect(screen.getByText('No server errors in the last 24 hours')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Failed jobs of the last 24 hours' })).toBeNull();
    const count = screen.getByText('3');
    expect(count.parentElement?.dataset.highlighted).toBe('true');
    expect(count.parentElement?.textContent).toContain('Past their deadline and still open');
  });

  it('refreshes on the button and every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const fetchMock = signInAsAdmin();
    renderApp('/admin/dashboard?tab=features');
    await screen.findByText('All systems OK');
    expect(callCount(fetchMock, HEALTH)).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(callCount(fetchMock, HEALTH)).toBe(2));
    await screen.findByRole('button', { name: 'Refresh' });

    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(callCount(fetchMock, HEALTH)).toBe(3));
  });

  it('shows the error when the admin may not see system health', async () => {
    signInAsAdmin(undefined, {
      [HEALTH]: { status: 403, body: { detail: ADMIN_MESSAGES.forbidden } },
    });
    renderApp('/admin/dashboard?tab=features');

    expect(await screen.findByText('Failed to load system health')).toBeTruthy();
    expect(screen.queryByText('Job queues')).toBeNull();
    // A refusal is not an expired session: the admin stays signed in.
    expect(localStorage.getItem('admin_token')).not.toBeNull();
  });
});
