import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withLandingStubs } from '../../test/account-fixtures';
import { makeUser } from '../../test/fixtures';
import type { mockApi } from '../../test/mock-api';
import { preloadPage, renderApp } from '../../test/render-app';
import { sentBodies } from '../../test/requests';
import { signInAs } from '../../test/sign-in';
import { creationApi, makeImageAnswer } from '../../test/creation-fixtures';
import { STUDIO_ID, rememberWorkspace, teamsApi } from '../../test/workspace-fixtures';

// The image tool stands for every tool: they all submit through postGeneration.
vi.mock('./text/text-tab', () => ({ TextTab: () => null }));
vi.mock('./prompt-builder/prompt-builder-tab', () => ({ PromptBuilderTab: () => null }));

beforeAll(async () => {
  await preloadPage('/image-generation');
});

/** The Atelier-Team header of each request, by "METHOD /path". */
function teamHeaderSent(fetchMock: ReturnType<typeof mockApi>): Record<string, string | null> {
  return Object.fromEntries(
    fetchMock.mock.calls.map(([input, init]) => [
      `${init?.method ?? 'GET'} ${typeof input === 'string' ? input : ''}`,
      new Headers(init?.headers).get('Atelier-Team'),
    ]),
  );
}

describe('requests in a workspace', () => {
  it('in a team, a tool is paid from the team wallet: its submission names the team', async () => {
    const user = userEvent.setup();
    // Nothing of their own to spend: only the team's wallet can pay for Ultra.
    const me = makeUser({ credits: 0, image_credits: 0 });
    rememberWorkspace(me.id, STUDIO_ID);
    const fetchMock = signInAs(
      me,
      creationApi({
        ...teamsApi(),
        'POST /api/generate-image': {
          body: makeImageAnswer({ model_type: 'ultra', remaining_credits: 1234.4675 }),
        },
      }),
    );
    renderApp('/image-generation', withLandingStubs());

    await user.type(await screen.findByRole('textbox', { name: 'Image prompt' }), 'A red fox');
    await user.click(screen.getByRole('radio', { name: 'Ultra' }));
    expect(await screen.findByRole('link', { name: /^Design studio wallet/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));

    expect(await screen.findByRole('img', { name: /A red fox/ })).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/generate-image')).toHaveLength(1);
    const sent = teamHeaderSent(fetchMock);
    expect(sent['POST /api/generate-image']).toBe(STUDIO_ID);
    // Only submissions and the creations list speak for the team.
    const others = Object.entries(sent).filter(([key]) => key !== 'POST /api/generate-image');
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter(([, team]) => team !== null)).toEqual([]);
  });

  it('in Personal, the same submission sends no team', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAs(
      makeUser(),
      creationApi({ ...teamsApi(), 'POST /api/generate-image-free': { body: makeImageAnswer() } }),
    );
    renderApp('/image-generation', withLandingStubs());

    await user.type(await screen.findByRole('textbox', { name: 'Image prompt' }), 'A red fox');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));

    expect(await screen.findByRole('img', { name: /A red fox/ })).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/generate-image-free')).toHaveLength(1);
    expect(Object.values(teamHeaderSent(fetchMock)).filter((team) => team !== null)).toEqual([]);
  });
});
