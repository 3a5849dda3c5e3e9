import { ADMIN_CURATION_MESSAGES, ADMIN_MESSAGES } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as sonner } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeGating, makeSystemHealth, signInAsAdmin } from '../../test/admin-fixtures';
import { renderApp } from '../../test/render-app';
import { callCount, sentBodies } from '../../test/requests';

beforeAll(async () => {
  await import('./pages');
});

afterEach(() => {
  vi.useRealTimers();
  // Sonner would show this test's toasts again in the next test's toaster.
  sonner.dismiss();
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

    const servers = screen.getByRole('table', { name: 'AI servers' });
    const [, a1111] = within(servers).getAllByRole('row');
    expect(a1111?.textContent).toBe(
      'The AUTOMATIC1111 serverhttp://gpu-box:7860OK, 12.5 msImage: free, Image: ultra' +
        'sd_xl_base_1.0.safetensors [31e35c80fc]',
    );

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
          ai_servers: [],
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
    expect(screen.getByText('No self-hosted AI server is configured')).toBeTruthy();
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

const GATING = 'GET /api/admin/features/gating';
const putGating = (plan: string) => `PUT /api/admin/features/gating/${plan}`;

/** The plan limits card, once its table is drawn. */
async function planLimitsCard() {
  await screen.findByRole('table', { name: 'Daily limits per plan' });
  const card = screen.getByRole('heading', { name: 'Plan limits' }).closest('div.rounded-2xl');
  if (!(card instanceof HTMLElement)) throw new Error('no plan limits card');
  return within(card);
}

const limitInput = (name: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name });

describe('product and features tab: plan limits', () => {
  it("shows each plan's limit per feature, the defaults it is off, and who changed it", async () => {
    signInAsAdmin();
    renderApp('/admin/dashboard?tab=features');

    const card = await planLimitsCard();
    expect(
      card.getByText(
        "-1 means unlimited; 0 takes the feature out of the plan. Changes apply from the users' next request.",
      ),
    ).toBeTruthy();
    const table = card.getByRole('table', { name: 'Daily limits per plan' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Feature',
      'StarterReset',
      'ProReset',
      'GrowthReset',
      'EnterpriseReset',
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual([
      'AI Prompts',
      'Workflows',
      'AI Recommendations',
      'Image Concepts',
      'Video Concepts',
    ]);
    const pro = limitInput('Pro AI Prompts');
    expect(pro.value).toBe('80');
    expect(pro.min).toBe('-1');
    expect(pro.step).toBe('1');
    // Only the cell off the catalogue says what the catalogue has.
    expect(card.getAllByText(/^default /).map((note) => note.textContent)).toEqual(['default 50']);
    expect(pro.getAttribute('aria-describedby')).toBe(card.getByText('default 50').id);
    expect(limitInput('Enterprise Workflows').value).toBe('-1');
    expect(limitInput('Starter Video Concepts').value).toBe('0');
    expect(card.getByText(/^Pro: Last changed by grace@example\.com on .+/)).toBeTruthy();
    expect(card.queryByText(/^Starter: Last changed/)).toBeNull();
    // Nothing typed yet, nothing to save; only Pro is off its defaults.
    expect(card.getByRole<HTMLButtonElement>('button', { name: 'Save limits' }).disabled).toBe(
      true,
    );
    expect(card.getByRole<HTMLButtonElement>('button', { name: 'Reset Pro' }).disabled).toBe(false);
    expect(card.getByRole<HTMLButtonElement>('button', { name: 'Reset Starter' }).disabled).toBe(
      true,
    );
  });

  it('sends only the changed features, to their plan, then says so and asks again', async () => {
    const user = userEvent.setup();
    const gating = makeGating();
    const fetchMock = signInAsAdmin(undefined, {
      [putGating('pro')]: { body: gating.plans[1] },
      [putGating('growth')]: { body: gating.plans[2] },
    });
    renderApp('/admin/dashboard?tab=features');
    const card = await planLimitsCard();

    await user.clear(limitInput('Pro Workflows'));
    await user.type(limitInput('Pro Workflows'), '12');
    await user.clear(limitInput('Growth Video Concepts'));
    await user.type(limitInput('Growth Video Concepts'), '-1');
    // Typed back to what it was: not a change.
    await user.clear(limitInput('Starter AI Prompts'));
    await user.type(limitInput('Starter AI Prompts'), '10');
    expect(card.getByText('default 10')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Save limits' }));

    expect(await screen.findByText(ADMIN_CURATION_MESSAGES.gatingSaved)).toBeTruthy();
    expect(sentBodies(fetchMock, putGating('pro'))).toEqual([{ limits: { workflows: 12 } }]);
    expect(sentBodies(fetchMock, putGating('growth'))).toEqual([
      { limits: { video_concepts: -1 } },
    ]);
    expect(callCount(fetchMock, putGating('starter'))).toBe(0);
    expect(callCount(fetchMock, putGating('enterprise'))).toBe(0);
    await waitFor(() => expect(callCount(fetchMock, GATING)).toBe(2));
  });

  it("shows the server's refusal in the card and keeps what was typed", async () => {
    const user = userEvent.setup();
    const detail = `limits.ai_prompts: ${ADMIN_CURATION_MESSAGES.limitInvalid}`;
    const fetchMock = signInAsAdmin(undefined, {
      [putGating('pro')]: { status: 422, body: { detail } },
    });
    renderApp('/admin/dashboard?tab=features');
    const card = await planLimitsCard();

    await user.clear(limitInput('Pro AI Prompts'));
    await user.type(limitInput('Pro AI Prompts'), '500');
    await user.click(card.getByRole('button', { name: 'Save limits' }));

    expect((await card.findByRole('alert')).textContent).toBe(detail);
    expect(limitInput('Pro AI Prompts').value).toBe('500');
    expect(sentBodies(fetchMock, putGating('pro'))).toEqual([{ limits: { ai_prompts: 500 } }]);
    expect(screen.queryByText(ADMIN_CURATION_MESSAGES.gatingSaved)).toBeNull();
  });

  it('refuses a limit that is not a whole number from -1 without asking the server', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin();
    renderApp('/admin/dashboard?tab=features');
    const card = await planLimitsCard();

    await user.clear(limitInput('Growth AI Prompts'));
    await user.type(limitInput('Growth AI Prompts'), '-5');
    await user.click(card.getByRole('button', { name: 'Save limits' }));

    expect(card.getByRole('alert').textContent).toBe(
      `Growth AI Prompts: ${ADMIN_CURATION_MESSAGES.limitInvalid}`,
    );
    expect(callCount(fetchMock, putGating('growth'))).toBe(0);
  });

  it("resets a plan's changed features to the catalogue's", async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin(undefined, {
      [putGating('pro')]: { body: { ...makeGating().plans[1], updated_at: null } },
    });
    renderApp('/admin/dashboard?tab=features');
    const card = await planLimitsCard();

    await user.click(card.getByRole('button', { name: 'Reset Pro' }));

    expect(await screen.findByText(ADMIN_CURATION_MESSAGES.gatingSaved)).toBeTruthy();
    expect(sentBodies(fetchMock, putGating('pro'))).toEqual([{ limits: { ai_prompts: null } }]);
    await waitFor(() => expect(callCount(fetchMock, GATING)).toBe(2));
  });

  it('says so when the plan limits cannot be loaded, and tries again on Retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    signInAsAdmin(undefined, {
      [GATING]: () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { detail: 'Down' } } : { body: makeGating() };
      },
    });
    renderApp('/admin/dashboard?tab=features');

    expect(await screen.findByText('Failed to load plan limits')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Daily limits per plan' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('table', { name: 'Daily limits per plan' })).toBeTruthy();
    expect(screen.queryByText('Failed to load plan limits')).toBeNull();
  });
});
