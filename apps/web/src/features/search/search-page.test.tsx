import { SEARCH_MESSAGES, SEARCH_RESULT_TYPES } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { withLandingStubs } from '../../test/account-fixtures';
import { makeUser } from '../../test/fixtures';
import type { MockRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { callCount, sentBodies } from '../../test/requests';
import { signInAs } from '../../test/sign-in';
import { makeSearchResponse } from './search-fixtures';

const SEARCH = 'POST /api/ai-search';

// Compiles the pages once up front, so the first test's waits time the page rather than the bundler.
beforeAll(async () => {
  await import('./pages');
});

function open(path: string, routes: MockRoutes = {}) {
  const fetchMock = signInAs(makeUser(), { [SEARCH]: { body: makeSearchResponse() }, ...routes });
  const view = renderApp(path, withLandingStubs());
  return { fetchMock, user: userEvent.setup(), ...view };
}

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('/search', () => {
  it('shows the intro without q and searches nothing until asked', async () => {
    const { fetchMock, user, router } = open('/search');

    expect(await screen.findByRole('heading', { name: 'Assistance AI Search' })).toBeTruthy();
    expect(callCount(fetchMock, SEARCH)).toBe(0);

    await user.type(screen.getByRole('searchbox', { name: 'Search the platform' }), 'daily limit');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=daily+limit'));
    expect(await screen.findByText('Found 3 results in 0.042s')).toBeTruthy();
    expect(sentBodies(fetchMock, SEARCH)).toEqual([
      { query: 'daily limit', include_types: [...SEARCH_RESULT_TYPES], limit: 50, answer: false },
    ]);
  });

  it('shows the results with their sources, and filters them by type', async () => {
    const { user } = open('/search?q=prompt');

    expect(await screen.findByText('Found 3 results in 0.042s')).toBeTruthy();
    expect(screen.getByText(/from 3 sources/)).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search the platform' })).toHaveProperty(
      'value',
      'prompt',
    );
    expect(cardTitles()).toEqual([
      'Prompt Crafter',
      'Daily limits and when they reset',
      'Midjourney',
    ]);
    expect(screen.getByRole('link', { name: 'Ask the assistant' }).getAttribute('href')).toBe(
      '/copilot?q=prompt',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Text (1)' }));
    expect(cardTitles()).toEqual(['Daily limits and when they reset', 'Midjourney']);
    expect(screen.getByText('Showing 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Image (1)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Document (1)' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('None of the results is of the chosen types.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Image (1)' }));
    expect(cardTitles()).toEqual(['Midjourney']);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Video (0)' }).checked).toBe(
      true,
    );
  });

  it('says No Results Found with what to try', async () => {
    open('/search?q=zzqxv', { [SEARCH]: { body: makeSearchResponse({ results: [] }) } });

    expect(await screen.findByRole('heading', { name: SEARCH_MESSAGES.noResults })).toBeTruthy();
    expect(screen.getByText('Try different keywords or check your spelling.')).toBeTruthy();
  });

  it('says the search failed, and Try Again searches again', async () => {
    let fail = true;
    const { fetchMock, user } = open('/search?q=credits', {
      [SEARCH]: () =>
        fail
          ? { status: 500, body: { detail: 'Something went wrong (request id 1)' } }
          : { body: makeSearchResponse() },
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SEARCH_MESSAGES.failed);
    expect(alert.textContent).not.toContain('request id');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Found 3 results in 0.042s')).toBeTruthy();
    expect(callCount(fetchMock, SEARCH)).toBe(2);
  });

  it('says why when the refusal is one the person can act on', async () => {
    open('/search?q=credits', {
      [SEARCH]: { status: 429, body: { detail: SEARCH_MESSAGES.rateLimited } },
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SEARCH_MESSAGES.failed);
    expect(alert.textContent).toContain(SEARCH_MESSAGES.rateLimited);
  });

  it('reads in the language of the account, the sources and counts too', async () => {
    const user = makeUser();
    signInAs(
      { ...user, preferences: { ...user.preferences, language: 'es' } },
      { [SEARCH]: { body: makeSearchResponse() } },
    );
    renderApp('/search?q=limite', withLandingStubs());

    expect(
      await screen.findByRole('heading', { name: 'Búsqueda con IA de asistencia' }),
    ).toBeTruthy();
    expect(await screen.findByText('3 resultados encontrados en 0,042 s')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Filtrar por tipo' })).toBeTruthy();
    const sources = screen.getByRole('list', { name: 'Fuentes' });
    expect(within(sources).getByText('Centro de ayuda')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Ver / }).length).toBeGreaterThan(0);
  });
});
