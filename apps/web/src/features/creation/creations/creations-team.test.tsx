import type { Job } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withLandingStubs } from '../../../test/account-fixtures';
import { makeUser } from '../../../test/fixtures';
import { preloadPage, renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/sign-in';
import { STUDIO_ID, rememberWorkspace, teamsApi } from '../../../test/workspace-fixtures';
import { creationApi, makeJob } from '../../../test/creation-fixtures';

vi.mock('../text/text-tab', () => ({ TextTab: () => null }));
vi.mock('../prompt-builder/prompt-builder-tab', () => ({ PromptBuilderTab: () => null }));

const ME = makeUser();
const MINE = makeJob({ team_id: STUDIO_ID, made_by: { user_id: ME.id, full_name: ME.full_name } });
const GRACES = makeJob({
  id: '00000000-0000-4000-8000-000000000002',
  prompt: 'A lighthouse at dusk',
  team_id: STUDIO_ID,
  made_by: { user_id: 'user-2', full_name: 'Grace Hopper' },
});
const PERSONAL = makeJob({ id: '00000000-0000-4000-8000-000000000003', prompt: 'My own cat' });

function page(generations: Job[]) {
  return {
    generations,
    page: 1,
    total_pages: 1,
    total: generations.length,
    has_next: false,
    has_prev: false,
  };
}

/** GET /api/generations answers the team's list when asked for the team, else the user's own. */
function open() {
  const fetchMock = signInAs(
    ME,
    creationApi({
      ...teamsApi(),
      'GET /api/generations': () => ({
        body: page(teamAsked() === STUDIO_ID ? [MINE, GRACES] : [PERSONAL]),
      }),
    }),
  );
  // The mock calls a route as the request is made: the last request is the one being answered.
  const teamAsked = () =>
    new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers).get('Atelier-Team');
  renderApp('/creations', withLandingStubs());
  return fetchMock;
}

beforeAll(async () => {
  await preloadPage('/creations');
});

describe('creations in a team workspace', () => {
  it('lists every member’s creations, says who made each, and deletes only the user’s own', async () => {
    const user = userEvent.setup();
    rememberWorkspace(ME.id, STUDIO_ID);
    open();

    expect(
      await screen.findByRole('heading', { name: 'Creations of Design studio', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText(/You can delete only your own/)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Creations' });
    const [mine, graces] = within(list)
      .getAllByRole('listitem')
      .map((card) => within(card));
    expect(mine.getByText('by Ada Lovelace')).toBeTruthy();
    expect(mine.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(graces.getByText('by Grace Hopper')).toBeTruthy();
    expect(graces.queryByRole('button', { name: 'Delete' })).toBeNull();
    // Anyone in the team may download or make it again, from the team's wallet.
    expect(graces.getByRole('button', { name: 'Download' })).toBeTruthy();

    // Back in Personal: the user's own list, asked without the team.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Workspace' }), 'Personal');

    expect(await screen.findByRole('heading', { name: 'My Creations', level: 1 })).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Creations' })).getByText('My own cat'),
      ).toBeTruthy(),
    );
    expect(screen.queryByText(/^by /)).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
