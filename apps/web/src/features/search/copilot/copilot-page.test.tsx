import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE } from '../../../app/site';
import { withLandingStubs } from '../../../test/account-fixtures';
import { makeUser } from '../../../test/fixtures';
import type { MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { callCount, sentBodies } from '../../../test/requests';
import { signInAs } from '../../../test/sign-in';
import { makeSearchResponse } from '../search-fixtures';

const SEARCH = 'POST /api/ai-search';

// Compiles the pages once up front, so the first test's waits time the page rather than the bundler.
beforeAll(async () => {
  await import('../pages');
});

afterEach(() => {
  vi.useRealTimers();
});

function open(path: string, copilotUrl: string | null, routes: MockRoutes = {}) {
  const fetchMock = signInAs(makeUser(), {
    'GET /api/site': { body: { ...DEFAULT_SITE, copilot_url: copilotUrl } },
    [SEARCH]: { body: makeSearchResponse() },
    ...routes,
  });
  const view = renderApp(path, withLandingStubs());
  return { fetchMock, ...view };
}

describe('/copilot with COPILOT_URL', () => {
  it('opens the assistant in a 1400 x 900 popup with the question, loading for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const popup = vi.spyOn(window, 'open').mockReturnValue({ closed: false } as Window);
    const { fetchMock } = open('/copilot?q=how do credits work', 'https://copilot.example/chat');

    expect(await screen.findByText('Opening Copilot...')).toBeTruthy();
    expect(popup).toHaveBeenCalledTimes(1);
    expect(popup).toHaveBeenCalledWith(
      'https://copilot.example/chat?q=how%20do%20credits%20work',
      'copilot',
      'width=1400,height=900',
    );
    // The clock also follows real time (for Testing Library's waits): a second of slack.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Opening Copilot...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Opening Copilot...')).toBeNull();
    expect(screen.getByText('Copilot opened in a new window.')).toBeTruthy();
    expect(callCount(fetchMock, SEARCH)).toBe(0);
  });

  it('offers to open it again when the browser blocked the popup', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const popup = vi.spyOn(window, 'open').mockReturnValue(null);
    open('/copilot?q=credits', 'https://copilot.example/chat');

    await screen.findByText('Opening Copilot...');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('alert').textContent).toContain('blocked');

    popup.mockReturnValue({ closed: false } as Window);
    vi.useRealTimers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open Copilot' }));
    expect(popup).toHaveBeenCalledTimes(2);
    expect(popup).toHaveBeenLastCalledWith(
      'https://copilot.example/chat?q=credits',
      'copilot',
      'width=1400,height=900',
    );
    expect(screen.getByText('Copilot opened in a new window.')).toBeTruthy();
  });
});

describe('/copilot without COPILOT_URL', () => {
  it('answers with the built-in assistant: the answer, its citations and the results', async () => {
    const popup = vi.spyOn(window, 'open');
    const response = makeSearchResponse();
    const { fetchMock } = open('/copilot?q=daily limit', null, {
      [SEARCH]: {
        body: {
          ...response,
          answer: {
            text: 'Counters reset at midnight UTC [2]. Build prompts in the crafter [1].',
            citations: [
              { index: 1, title: 'Prompt Crafter', url: '/prompt-crafter' },
              {
                index: 2,
                title: 'Daily limits and when they reset',
                url: '/help/daily-limits-and-reset',
              },
            ],
          },
        },
      },
    });

    expect(await screen.findByText(/Counters reset at midnight UTC/)).toBeTruthy();
    expect(popup).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Source 2' }).getAttribute('href')).toBe(
      '#assistant-result-2',
    );
    const sources = screen.getByRole('list', { name: 'Sources of the answer' });
    expect(
      within(sources).getByRole('link', { name: '[1] Prompt Crafter' }).getAttribute('href'),
    ).toBe('#assistant-result-1');
    const cited = document.getElementById('assistant-result-2');
    expect(cited?.querySelector('h3')?.textContent).toBe('Daily limits and when they reset');
    expect(screen.getByText('Found 3 results in 0.042s')).toBeTruthy();
    expect(screen.queryByText(/^No written answer/)).toBeNull();
    expect(sentBodies(fetchMock, SEARCH)[0]).toMatchObject({ query: 'daily limit', answer: true });
  });

  it('shows the results without an answer, and its search box asks again', async () => {
    const { router, fetchMock } = open('/copilot', null);
    const user = userEvent.setup();

    const box = await screen.findByRole('searchbox', { name: 'Search the platform' });
    expect(callCount(fetchMock, SEARCH)).toBe(0);
    await user.type(box, 'prompt{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=prompt'));
    expect(await screen.findByText('Found 3 results in 0.042s')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Answer' })).toBeNull();
    expect(screen.getByText(/^No written answer for this question/)).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
