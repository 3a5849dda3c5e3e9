import { MESSAGES, WORKFLOW_MESSAGES } from '@atelier/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readableFile } from '../../test/blobs';
import type { MockRoutes } from '../../test/mock-api';
import { callCount, sentBodies } from '../../test/requests';
import { makeWorkflow } from './workflow-fixtures';
import { openWorkflowsPage, prepareWorkflowPageTests } from './workflow-page-harness';

prepareWorkflowPageTests(() => import('./workflows-page'));

const IMPORTED = makeWorkflow({
  id: '00000000-0000-4000-8000-000000000011',
  name: 'Imported plan',
});
const EXPORT_FILE = {
  format: 'atelier.workflow',
  version: 1,
  exported_at: '2025-05-02T10:00:00.000Z',
  workflow: { name: 'Imported plan', description: 'From a colleague.', steps: [] },
};
const IMPORT = 'POST /api/workflows/import';

async function openImport(routes: MockRoutes = {}) {
  const { fetchMock } = openWorkflowsPage(routes);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import workflow' });
  return { fetchMock, user, dialog };
}

describe('workflow automation: import', () => {
  it('refuses text that is not JSON without asking the server', async () => {
    const { fetchMock, user, dialog } = await openImport();

    await user.type(within(dialog).getByLabelText('Or paste JSON'), '{{ not json');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(WORKFLOW_MESSAGES.importFailed);
    expect(alert.textContent).toContain('The file is not valid JSON.');
    expect(callCount(fetchMock, IMPORT)).toBe(0);
  });

  it('refuses a file that is not JSON the same way', async () => {
    const { fetchMock, user, dialog } = await openImport();

    await user.upload(
      within(dialog).getByLabelText('Workflow file'),
      readableFile('name,description', 'plan.json'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      WORKFLOW_MESSAGES.importFailed,
    );
    expect(callCount(fetchMock, IMPORT)).toBe(0);
  });

  it('posts a valid file as parsed JSON, then shows the imported workflow', async () => {
    const { fetchMock, user, dialog } = await openImport({
      [IMPORT]: { status: 201, body: IMPORTED },
    });

    await user.upload(
      within(dialog).getByLabelText('Workflow file'),
      readableFile(JSON.stringify(EXPORT_FILE), 'imported-plan.workflow.json'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await screen.findByText(WORKFLOW_MESSAGES.imported)).toBeTruthy();
    expect(sentBodies(fetchMock, IMPORT)).toEqual([EXPORT_FILE]);
    expect(screen.queryByRole('dialog', { name: 'Import workflow' })).toBeNull();
    expect(await screen.findByRole('tab', { name: 'My Workflows (3)' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Workflow: Imported plan' })).toBeTruthy();
  });

  it('lists what the server found wrong with pasted JSON', async () => {
    const { user, dialog } = await openImport({
      [IMPORT]: {
        status: 422,
        body: { detail: WORKFLOW_MESSAGES.importFailed, errors: ['name: Too small'] },
      },
    });

    await user.type(within(dialog).getByLabelText('Or paste JSON'), '{{"name": ""}');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(WORKFLOW_MESSAGES.importFailed);
    expect(within(alert).getByText('name: Too small')).toBeTruthy();
  });

  it('opens the Daily Limit Reached dialog on a 429', async () => {
    const { user, dialog } = await openImport({
      [IMPORT]: {
        status: 429,
        body: { detail: MESSAGES.limitDialogBody(3, 'Workflows'), limit: 3 },
      },
    });

    await user.type(within(dialog).getByLabelText('Or paste JSON'), '{{"name": "Plan"}');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const limit = await screen.findByRole('dialog', { name: MESSAGES.limitDialogTitle });
    expect(limit.textContent).toContain('daily limit of 3 Workflows');
    expect(screen.queryByRole('dialog', { name: 'Import workflow' })).toBeNull();
  });
});
