import { WORKFLOW_MESSAGES } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readBlob } from '../../test/blobs';
import { callCount } from '../../test/requests';
import { formatDate } from '../../lib/time';
import { SECOND_WORKFLOW, makeStep, makeWorkflow } from './workflow-fixtures';
import { openWorkflowsPage, prepareWorkflowPageTests } from './workflow-page-harness';
import { workflowApi } from './workflow-fixtures';
import { withLandingStubs } from '../../test/account-fixtures';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';

prepareWorkflowPageTests(() => import('./workflows-page'));

const FIRST = makeWorkflow();

async function details(name = FIRST.name) {
  return screen.findByRole('region', { name: `Workflow: ${name}` });
}

describe('workflow automation: my workflows', () => {
  it('lists the workflows with their count and shows the newest one’s steps', async () => {
    openWorkflowsPage();

    expect(await screen.findByRole('tab', { name: 'My Workflows (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Templates (1)' })).toBeTruthy();
    expect(
      screen.getByRole('tab', { name: 'My Workflows (2)' }).getAttribute('aria-selected'),
    ).toBe('true');

    const list = screen.getByRole('list', { name: 'Workflows' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual(['true', null]);
    expect(within(items[0]).getByText('Active').getAttribute('data-tone')).toBe('primary');
    expect(within(items[1]).getByText('Completed').getAttribute('data-tone')).toBe('success');

    const pane = await details();
    expect(within(pane).getByRole('heading', { name: 'Product launch' })).toBeTruthy();
    expect(within(pane).getByText('Marketing')).toBeTruthy();
    expect(within(pane).getByText('Intermediate')).toBeTruthy();
    expect(within(pane).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    const steps = within(within(pane).getByRole('list', { name: 'Steps' })).getAllByRole('article');
    expect(steps).toHaveLength(4);
    const first = within(steps[0]);
    expect(first.getByRole('heading', { name: 'Step title 1' })).toBeTruthy();
    expect(first.getByText('What happens in step 1.')).toBeTruthy();
    expect(first.getByText('1 days')).toBeTruthy();
    expect(
      within(first.getByRole('list', { name: 'Recommended tools' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['ChatGPT', 'Notion']);
    expect(first.getByText('Deliverable 1')).toBeTruthy();
    expect(first.getByRole<HTMLSelectElement>('combobox', { name: 'Status of step 1' }).value).toBe(
      'completed',
    );

    await userEvent.click(items[1]);
    expect(await details(SECOND_WORKFLOW.name)).toBeTruthy();
  });

  it('changes a step’s status with a PUT and recomputes the progress here', async () => {
    const user = userEvent.setup();
    // The server's answer still says 25%: the page works the figure out from the steps.
    const answer = makeWorkflow({
      steps: [
        makeStep(1, { status: 'completed' }),
        makeStep(2, { status: 'in_progress' }),
        makeStep(3, { status: 'completed' }),
        makeStep(4),
      ],
    });
    const step3 = FIRST.steps[2];
    const put = `PUT /api/workflows/${FIRST.id}/steps/${step3.id}/status`;
    const { fetchMock } = openWorkflowsPage({ [put]: { body: answer } });
    const pane = await details();

    await user.selectOptions(
      within(pane).getByRole('combobox', { name: 'Status of step 3' }),
      'completed',
    );

    expect(await screen.findByText(WORKFLOW_MESSAGES.statusUpdated)).toBeTruthy();
    expect(within(pane).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(within(pane).getByText('50%')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Workflows' })).getByText(/50% done/),
    ).toBeTruthy();
    const url = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[0];
    expect(url).toBe(`/api/workflows/${FIRST.id}/steps/${step3.id}/status?status=completed`);
  });

  it('keeps the old status and says so when the change fails', async () => {
    const user = userEvent.setup();
    const step2 = FIRST.steps[1];
    openWorkflowsPage({
      [`PUT /api/workflows/${FIRST.id}/steps/${step2.id}/status`]: {
        status: 500,
        body: { detail: 'Down' },
      },
    });
    const pane = await details();
    const select = within(pane).getByRole<HTMLSelectElement>('combobox', {
      name: 'Status of step 2',
    });

    await user.selectOptions(select, 'blocked');

    expect(await screen.findByText(WORKFLOW_MESSAGES.statusFailed)).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('in_progress'));
    expect(within(pane).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  });

  it('deletes a workflow only after the confirmation', async () => {
    const user = userEvent.setup();
    const remove = `DELETE /api/workflows/${FIRST.id}`;
    const { fetchMock } = openWorkflowsPage({ [remove]: { status: 204 } });
    const pane = await details();

    await user.click(within(pane).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this workflow?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callCount(fetchMock, remove)).toBe(0);

    await user.click(within(pane).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this workflow?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );

    expect(await screen.findByText(WORKFLOW_MESSAGES.deleted)).toBeTruthy();
    expect(callCount(fetchMock, remove)).toBe(1);
    expect(await screen.findByRole('tab', { name: 'My Workflows (1)' })).toBeTruthy();
    expect(await details(SECOND_WORKFLOW.name)).toBeTruthy();
  });

  it('says so when a delete fails, and keeps the workflow', async () => {
    const user = userEvent.setup();
    openWorkflowsPage({
      [`DELETE /api/workflows/${FIRST.id}`]: { status: 500, body: { detail: 'Down' } },
    });
    const pane = await details();

    await user.click(within(pane).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this workflow?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(WORKFLOW_MESSAGES.deleteFailed)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My Workflows (2)' })).toBeTruthy();
  });

  it('shares a workflow: the link, its expiry date, and a copy button', async () => {
    const user = userEvent.setup();
    const share = {
      share_link: 'http://localhost/shared/workflows/abc123',
      expires_at: '2099-06-30T12:00:00.000Z',
    };
    openWorkflowsPage({ [`POST /api/workflows/${FIRST.id}/share`]: { body: share } });
    const pane = await details();

    await user.click(within(pane).getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share workflow' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Share link').value).toBe(
      share.share_link,
    );
    expect(within(dialog).getByText(`Expires on ${formatDate(share.expires_at)}`)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(WORKFLOW_MESSAGES.shareCopied)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(share.share_link);
  });

  it('says so when no share link could be made', async () => {
    const user = userEvent.setup();
    openWorkflowsPage({
      [`POST /api/workflows/${FIRST.id}/share`]: { status: 500, body: { detail: 'Down' } },
    });
    const pane = await details();

    await user.click(within(pane).getByRole('button', { name: 'Share' }));

    expect(await screen.findByText(WORKFLOW_MESSAGES.shareFailed)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('exports the workflow as a JSON file named after it', async () => {
    const user = userEvent.setup();
    const file = {
      format: 'atelier.workflow',
      version: 1,
      exported_at: '2025-05-02T10:00:00.000Z',
      workflow: { name: FIRST.name, description: FIRST.description, steps: [] },
    };
    openWorkflowsPage({ [`GET /api/workflows/${FIRST.id}/export`]: { body: file } });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:workflow');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const pane = await details();

    await user.click(within(pane).getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.instances[0] as HTMLAnchorElement).download).toBe(
      'product-launch.workflow.json',
    );
    const saved = JSON.parse(await readBlob(createObjectURL.mock.calls[0][0])) as unknown;
    expect(saved).toMatchObject({ format: 'atelier.workflow', workflow: { name: FIRST.name } });
  });

  it('warns about both lists and shows none of them when the session is refused', async () => {
    const refused = { status: 401, body: { detail: 'Not signed in' } };
    const { router } = openWorkflowsPage({
      'GET /api/workflows': refused,
      'GET /api/workflows/templates': refused,
    });

    expect(await screen.findByText(WORKFLOW_MESSAGES.listUnauthorized)).toBeTruthy();
    expect(await screen.findByText(WORKFLOW_MESSAGES.templatesUnauthorized)).toBeTruthy();
    // A refused token also ends the session (api-client), which leaves for the landing page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows empty lists with the warnings on 403', async () => {
    const refused = { status: 403, body: { detail: 'Forbidden' } };
    openWorkflowsPage({ 'GET /api/workflows': refused, 'GET /api/workflows/templates': refused });

    expect(await screen.findByText(WORKFLOW_MESSAGES.listUnauthorized)).toBeTruthy();
    expect(await screen.findByText(WORKFLOW_MESSAGES.templatesUnauthorized)).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'My Workflows (0)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Templates (0)' })).toBeTruthy();
    expect(screen.getByText(/No workflows yet/)).toBeTruthy();
  });
});

describe('workflow automation: language', () => {
  it('reads in the language of the account', async () => {
    const account = makeUser();
    signInAs(
      { ...account, preferences: { ...account.preferences, language: 'es' } },
      workflowApi(),
    );
    renderApp('/workflows', withLandingStubs());

    expect(
      await screen.findByRole('heading', { name: 'Automatización de flujos de trabajo' }),
    ).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Mis flujos de trabajo (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Plantillas (1)' })).toBeTruthy();
    const pane = await screen.findByRole('region', { name: `Flujo de trabajo: ${FIRST.name}` });
    expect(within(pane).getByText('Intermedio')).toBeTruthy();
    expect(within(pane).getByRole('button', { name: 'Compartir' })).toBeTruthy();
    expect(within(pane).getByRole('combobox', { name: 'Estado del paso 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nuevo flujo de trabajo' })).toBeTruthy();
  });
});
