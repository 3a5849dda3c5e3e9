import { SEARCH_MESSAGES } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { withLandingStubs } from '../../../test/account-fixtures';
import { makeUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import type { MockResponse } from '../../../test/mock-api';
import { preloadPage, renderApp } from '../../../test/render-app';
import { sentBodies } from '../../../test/requests';
import { signInAs } from '../../../test/sign-in';
import { makeSearchResponse } from '../search-fixtures';
import { POPULAR_SEARCHES } from './explorer-queries';
import { recentSearchesKey } from './recent-searches';
import type { RecentSearch } from './recent-searches';

const SEARCH = 'POST /api/ai-search';

// Compiles the lazy panel once up front, so the first test's waits time the panel, not the bundler.
beforeAll(async () => {
  await Promise.all([import('./explorer-panel'), preloadPage('/dashboard')]);
});

/** A signed-in user on the dashboard, with the search answering `answer`. */
async function openDashboard(answer: MockResponse = { body: makeSearchResponse() }, id = 'user-1') {
  const fetchMock = signInAs(makeUser({ id }), { [SEARCH]: answer });
  const view = renderApp('/dashboard', withLandingStubs());
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Dashboard' });
  return { fetchMock, user, ...view };
}

const panel = () => screen.findByRole('dialog', { name: 'Assistance Explorer' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search the platform' });

async function searchFor(user: ReturnType<typeof userEvent.setup>, query: string) {
  await user.keyboard('{Control>}k{/Control}');
  await panel();
  await user.clear(searchBox());
  await user.type(searchBox(), `${query}{Enter}`);
}

describe('Assistance Explorer', () => {
  it('opens with Ctrl+K on its search box, and Escape closes it back to the button', async () => {
    const { user } = await openDashboard();
    const button = screen.getByRole('button', { name: 'Open Assistance Explorer' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.keyboard('{Control>}k{/Control}');
    await panel();
    await waitFor(() => expect(document.activeElement).toBe(searchBox()));
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-label')).toBe('Open Assistance Explorer');
  });

  it('opens with "/" unless it is typed into a text field, and the button toggles it', async () => {
    const { user } = await openDashboard();
    const button = screen.getByRole('button', { name: 'Open Assistance Explorer' });

    await user.click(button);
    await panel();
    await user.click(screen.getByRole('button', { name: 'Close Assistance Explorer' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.keyboard('/');
    await panel();
    await waitFor(() => expect(document.activeElement).toBe(searchBox()));
    // Typed into the search box, "/" is a character, not a shortcut.
    await user.type(searchBox(), 'a/b');
    expect((searchBox() as HTMLInputElement).value).toBe('a/b');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the home view: search box, quick actions and the six popular searches', async () => {
    const { user } = await openDashboard();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await panel();

    expect(within(dialog).getByRole('heading', { name: 'Assistance Explorer' })).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Search' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(searchBox(), '   ');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(searchBox(), 'credits');
    expect((submit as HTMLButtonElement).disabled).toBe(false);

    expect(within(dialog).getByRole('button', { name: /Explore Platform/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Getting Started/ })).toBeTruthy();
    // The spec's six, in English here.
    for (const query of [
      'How to use prompt crafter?',
      'AI image generation tools',
      'Workflow automation features',
      'Subscription plans comparison',
      'AI recommendations usage',
      'Media generation prompts',
    ]) {
      expect(within(dialog).getByRole('button', { name: query })).toBeTruthy();
    }
    expect(POPULAR_SEARCHES).toHaveLength(6);
    expect(within(dialog).queryByRole('heading', { name: 'Recent searches' })).toBeNull();
    expect(within(dialog).getByText('Secure & Private')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Minimize' }));
    expect(searchBox).toThrow();
    await user.click(within(dialog).getByRole('button', { name: 'Maximize' }));
    expect(searchBox()).toBeTruthy();
  });

  it('shows the summary, the source chips and a card per result', async () => {
    const { user, fetchMock } = await openDashboard();
    await searchFor(user, '  promt craftr ');

    expect(await screen.findByText('Found 3 results in 0.042s')).toBeTruthy();
    expect(screen.getByText(/from 3 sources/)).toBeTruthy();
    const chips = within(screen.getByRole('list', { name: 'Sources' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Atelier',
      'Help Centre',
      'AI Tool Directory',
    ]);
    expect(sentBodies(fetchMock, SEARCH)).toEqual([{ query: 'promt craftr', answer: false }]);

    const cards = within(screen.getByRole('list', { name: 'Search results' })).getAllByRole(
      'article',
    );
    expect(cards).toHaveLength(3);
    const [crafter, article, tool] = cards;
    expect(within(crafter).getByRole('heading', { name: 'Prompt Crafter' })).toBeTruthy();
    expect(within(crafter).getByText('Confidence: 73%')).toBeTruthy();
    expect(within(crafter).getByText('Text')).toBeTruthy();
    expect(within(crafter).getByText('Atelier')).toBeTruthy();
    // The snippet's <mark> is rendered as markup, not shown as text.
    expect(crafter.querySelector('mark')?.textContent).toBe('prompt');
    expect(within(article).getByText('Document')).toBeTruthy();
    // No snippet: the description instead.
    expect(within(tool).getByText('Images from a prompt, in Discord or on the web.')).toBeTruthy();
    const external = within(tool).getByRole('link', { name: /^View Midjourney/ });
    expect(external.getAttribute('href')).toBe('https://www.midjourney.com');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
  });

  it('says No Results Found with a hint when nothing matches', async () => {
    const { user } = await openDashboard({ body: makeSearchResponse({ results: [] }) });
    await searchFor(user, 'zzqxv');

    expect(await screen.findByRole('heading', { name: SEARCH_MESSAGES.noResults })).toBeTruthy();
    expect(
      screen.getByText('Try searching for platform features, tools, or workflows'),
    ).toBeTruthy();
  });

  it("shows the server's reason in an error banner, or the generic failure", async () => {
    const { user } = await openDashboard({
      status: 429,
      body: { detail: SEARCH_MESSAGES.rateLimited },
    });
    await searchFor(user, 'credits');
    expect((await screen.findByRole('alert')).textContent).toContain(SEARCH_MESSAGES.rateLimited);

    mockApi({
      'GET /api/auth/me': { body: makeUser() },
      [SEARCH]: { status: 502, body: null },
    });
    await user.type(searchBox(), ' again{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(SEARCH_MESSAGES.failed),
    );
  });

  it('runs Explore Platform, Getting Started and popular searches, and Back clears them', async () => {
    const { user, fetchMock } = await openDashboard();
    await user.keyboard('{Control>}k{/Control}');
    await panel();

    await user.click(screen.getByRole('button', { name: /Explore Platform/ }));
    await screen.findByText('Found 3 results in 0.042s');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((searchBox() as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/Found 3 results/)).toBeNull();

    await user.click(screen.getByRole('button', { name: /Getting Started/ }));
    await screen.findByText('Found 3 results in 0.042s');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.type(searchBox(), 'video');
    await user.click(screen.getByRole('button', { name: /Explore Platform/ }));
    await screen.findByText('Found 3 results in 0.042s');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Subscription plans comparison' }));
    await screen.findByText('Found 3 results in 0.042s');

    expect(sentBodies(fetchMock, SEARCH)).toEqual([
      { query: 'AI tools', answer: false },
      { query: 'How to use prompt crafter?', answer: false },
      { query: 'video', answer: false },
      { query: 'Subscription plans comparison', answer: false },
    ]);
  });

  it('keeps the five newest searches per user, newest first, and reruns one on click', async () => {
    const { user, fetchMock } = await openDashboard(undefined, 'user-7');
    for (const query of ['one', 'two', 'three', 'four', 'five', 'six']) {
      await searchFor(user, query);
      await screen.findByText('Found 3 results in 0.042s');
      await user.click(screen.getByRole('button', { name: 'Back' }));
    }
    // Searching again for the same words moves them up rather than repeating them.
    await user.click(screen.getByRole('button', { name: /^four/ }));
    await screen.findByText('Found 3 results in 0.042s');
    await user.click(screen.getByRole('button', { name: 'Back' }));

    const recent = screen.getByRole('heading', { name: 'Recent searches' }).parentElement;
    const items = within(recent as HTMLElement).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'fourjust now',
      'sixjust now',
      'fivejust now',
      'threejust now',
      'twojust now',
    ]);
    const stored = JSON.parse(
      localStorage.getItem(recentSearchesKey('user-7')) ?? '[]',
    ) as RecentSearch[];
    expect(stored.map((item) => item.query)).toEqual(['four', 'six', 'five', 'three', 'two']);
    expect(Object.keys(stored[0]).sort()).toEqual(['id', 'query', 'timestamp']);
    expect(Date.now() - Date.parse(stored[0].timestamp)).toBeLessThan(60_000);
    expect(new Set(stored.map((item) => item.id)).size).toBe(5);
    expect(localStorage.getItem(recentSearchesKey('user-1'))).toBeNull();
    expect(sentBodies(fetchMock, SEARCH).at(-1)).toEqual({ query: 'four', answer: false });
  });

  it("does not show another account's recent searches", async () => {
    const theirs: RecentSearch[] = [
      { id: 'a', query: 'their secret', timestamp: new Date().toISOString() },
    ];
    localStorage.setItem(recentSearchesKey('someone-else'), JSON.stringify(theirs));
    const { user } = await openDashboard();
    await user.keyboard('{Control>}k{/Control}');
    await panel();
    expect(screen.queryByText('their secret')).toBeNull();
  });

  it('moves between the View links with the arrow keys', async () => {
    const { user } = await openDashboard();
    await searchFor(user, 'prompt');
    await screen.findByText('Found 3 results in 0.042s');
    const links = screen.getAllByRole('link', { name: /^View/ });

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(links[2]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[2]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(links[1]);
  });

  it('opens an in-app result with the router and closes itself', async () => {
    const { user, router } = await openDashboard();
    await searchFor(user, 'limits');
    await user.click(await screen.findByRole('link', { name: /^View Daily limits/ }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/help/daily-limits-and-reset'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not there for a visitor', async () => {
    mockApi();
    renderApp('/terms', withLandingStubs());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Open Assistance Explorer' })).toBeNull();
  });
});
