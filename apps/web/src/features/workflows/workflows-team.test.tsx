import type { TeamWorkflow } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { callCount, sentBodies } from '../../test/requests';
import { STUDIO_ID, rememberWorkspace, teamsApi } from '../../test/workspace-fixtures';
import { makeStep, makeWorkflow } from './workflow-fixtures';
import { openWorkflowsPage, prepareWorkflowPageTests } from './workflow-page-harness';

prepareWorkflowPageTests(() => import('./workflows-page'));

const FIRST = makeWorkflow();
const PUT = `PUT /api/workflows/${FIRST.id}/team`;

const GRACES: TeamWorkflow = {
  ...makeWorkflow({
    id: '00000000-0000-4000-8000-000000000009',
    name: 'Brand refresh',
    progress: 50,
    team_id: STUDIO_ID,
    steps: [makeStep(1, { status: 'completed', title: 'Audit the logo' }), makeStep(2)],
  }),
  owner: { user_id: 'user-2', full_name: 'Grace Hopper' },
};

describe('workflows and teams', () => {
  it('shares the user’s workflow with a team and stops sharing it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openWorkflowsPage({
      ...teamsApi(),
      [PUT]: () => {
        const [body] = sentBodies(fetchMock, PUT).slice(-1) as [{ team_id: string | null }];
        return { body: { ...FIRST, team_id: body.team_id } };
      },
    });
    const pane = await screen.findByRole('region', { name: `Workflow: ${FIRST.name}` });
    const share = await within(pane).findByRole<HTMLSelectElement>('combobox', {
      name: 'Share with team',
    });
    expect(share.value).toBe('');

    await user.selectOptions(share, 'Design studio');

    await waitFor(() => expect(share.value).toBe(STUDIO_ID));
    expect(sentBodies(fetchMock, PUT)).toEqual([{ team_id: STUDIO_ID }]);
    const list = screen.getByRole('list', { name: 'Workflows' });
    const item = within(list).getAllByRole('button')[0];
    expect(within(item).getByText('Shared with Design studio')).toBeTruthy();

    await user.selectOptions(share, 'Not shared');

    await waitFor(() => expect(within(item).queryByText('Shared with Design studio')).toBeNull());
    expect(sentBodies(fetchMock, PUT)).toEqual([{ team_id: STUDIO_ID }, { team_id: null }]);
  });

  it('offers no sharing to a user in no team', async () => {
    const { fetchMock } = openWorkflowsPage(teamsApi([]));
    const pane = await screen.findByRole('region', { name: `Workflow: ${FIRST.name}` });
    await waitFor(() => expect(callCount(fetchMock, 'GET /api/teams')).toBe(1));
    expect(within(pane).queryByRole('combobox', { name: 'Share with team' })).toBeNull();
  });

  it('in a team’s workspace, lists what its members shared, read-only', async () => {
    const user = userEvent.setup();
    rememberWorkspace(makeUser().id, STUDIO_ID);
    openWorkflowsPage({
      ...teamsApi(),
      [`GET /api/teams/${STUDIO_ID}/workflows`]: { body: { workflows: [GRACES] } },
    });

    const section = await screen.findByRole('region', { name: 'Shared with Design studio' });
    const list = await within(section).findByRole('list', { name: 'Shared with Design studio' });
    const shared = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentNode === list);
    expect(shared).toHaveLength(1);
    const card = within(shared[0]);
    expect(card.getByRole('heading', { name: 'Brand refresh', level: 3 })).toBeTruthy();
    expect(card.getByText('by Grace Hopper')).toBeTruthy();
    expect(card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');

    await user.click(card.getByText('Show 2 steps'));
    const steps = within(card.getByRole('list', { name: 'Steps' })).getAllByRole('article');
    expect(within(steps[0]).getByRole('heading', { name: 'Audit the logo' })).toBeTruthy();
    expect(within(steps[0]).getByText('Completed')).toBeTruthy();
    // Someone else's: no status to change, nothing to edit, share or delete.
    expect(within(section).queryByRole('combobox')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('in a team’s workspace, lists the workflow runs the team paid and who started them', async () => {
    rememberWorkspace(makeUser().id, STUDIO_ID);
    openWorkflowsPage({
      ...teamsApi(),
      [`GET /api/teams/${STUDIO_ID}/workflows`]: { body: { workflows: [GRACES] } },
      [`GET /api/teams/${STUDIO_ID}/workflow-runs`]: {
        body: {
          runs: [
            {
              id: '00000000-0000-4000-8000-000000000301',
              workflow_id: GRACES.id,
              status: 'succeeded',
              trigger: 'schedule',
              team_id: STUDIO_ID,
              inputs: {},
              estimate_credits: 1.5,
              credits_charged: 0.25,
              workflow_version: 1,
              error: null,
              created_at: '2026-11-29T09:00:00.000Z',
              finished_at: '2026-11-29T09:01:00.000Z',
              workflow_name: 'Brand refresh',
              started_by: 'Grace Hopper',
            },
          ],
        },
      },
    });
    const section = await screen.findByRole('region', {
      name: 'Workflow runs paid by Design studio',
    });
    const [run] = await within(section).findAllByRole('listitem');
    expect(run?.textContent).toContain('Brand refresh');
    expect(run?.textContent).toContain('Grace Hopper');
    expect(run?.textContent).toContain('Schedule');
    expect(run?.textContent).toContain('0.25 credits');
  });
});
