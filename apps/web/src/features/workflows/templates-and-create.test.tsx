import { MESSAGES, WORKFLOW_MESSAGES } from '@atelier/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockResponse, MockRoutes } from '../../test/mock-api';
import { callCount, sentBodies } from '../../test/requests';
import { makeTemplate, makeWorkflow } from './workflow-fixtures';
import { openWorkflowsPage, prepareWorkflowPageTests } from './workflow-page-harness';

prepareWorkflowPageTests(() => import('./workflows-page'));

const CREATED = makeWorkflow({
  id: '00000000-0000-4000-8000-000000000009',
  name: 'Content Calendar (Copy)',
  template_id: 'content-calendar',
});
const LIMIT_REACHED = {
  status: 429,
  body: { detail: MESSAGES.limitDialogBody(3, 'Workflows'), feature_type: 'workflows', limit: 3 },
};

function open(routes: MockRoutes = {}) {
  return openWorkflowsPage(routes).fetchMock;
}

async function openTab(name: RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name }));
  return user;
}

describe('workflow automation: templates', () => {
  it('shows each template with its details and the all-plans label', async () => {
    open();
    await openTab(/^Templates/);

    const card = await screen.findByRole('article', { name: 'Content Calendar' });
    const view = within(card);
    expect(view.getByText('A month of posts, planned and drafted.')).toBeTruthy();
    expect(view.getByText('Content Creation')).toBeTruthy();
    expect(view.getByText('Beginner')).toBeTruthy();
    expect(view.getByText('2-3 weeks')).toBeTruthy();
    expect(view.getByText('2 phases')).toBeTruthy();
    expect(view.getByText('Audience research')).toBeTruthy();
    expect(view.getByText('Available to all plans')).toBeTruthy();
    const tools = within(view.getByRole('list', { name: 'AI tools' })).getAllByRole('listitem');
    expect(tools.map((tool) => tool.textContent)).toEqual(['Perplexity', 'Claude']);
    expect(view.getByText('#social')).toBeTruthy();
  });

  it('creates a copy of a template and shows it under My Workflows', async () => {
    const fetchMock = open({ 'POST /api/workflows': { status: 201, body: CREATED } });
    const user = await openTab(/^Templates/);

    const card = await screen.findByRole('article', { name: 'Content Calendar' });
    await user.click(within(card).getByRole('button', { name: 'Use Template' }));

    expect(await screen.findByText(WORKFLOW_MESSAGES.created)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/workflows')).toEqual([
      {
        name: 'Content Calendar (Copy)',
        description: makeTemplate().description,
        category: 'content_creation',
        complexity_level: 'beginner',
        template_id: 'content-calendar',
      },
    ]);
    const mine = screen.getByRole('tab', { name: 'My Workflows (3)' });
    expect(mine.getAttribute('aria-selected')).toBe('true');
    expect(
      await screen.findByRole('region', { name: 'Workflow: Content Calendar (Copy)' }),
    ).toBeTruthy();
  });

  it('says so when the copy could not be made', async () => {
    open({ 'POST /api/workflows': { status: 500, body: { detail: 'Down' } } });
    const user = await openTab(/^Templates/);

    const card = await screen.findByRole('article', { name: 'Content Calendar' });
    await user.click(within(card).getByRole('button', { name: 'Use Template' }));

    expect(await screen.findByText(WORKFLOW_MESSAGES.createFromTemplateFailed)).toBeTruthy();
  });

  it('opens the Daily Limit Reached dialog on a 429', async () => {
    open({ 'POST /api/workflows': LIMIT_REACHED });
    const user = await openTab(/^Templates/);

    const card = await screen.findByRole('article', { name: 'Content Calendar' });
    await user.click(within(card).getByRole('button', { name: 'Use Template' }));

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.limitDialogTitle });
    expect(dialog.textContent).toContain('daily limit of 3 Workflows');
    expect(within(dialog).getByRole('button', { name: 'Upgrade Now' })).toBeTruthy();
  });
});

describe('workflow automation: create', () => {
  it('opens from New Workflow and requires a name and a description', async () => {
    const fetchMock = open();
    const user = await openTab(/^My Workflows/);

    await user.click(screen.getByRole('button', { name: 'New Workflow' }));
    expect(screen.getByRole('tab', { name: 'Create' }).getAttribute('aria-selected')).toBe('true');
    const form = screen.getByRole('form', { name: 'Create workflow' });
    await user.click(within(form).getByRole('button', { name: 'Create Workflow' }));

    expect(within(form).getByText(WORKFLOW_MESSAGES.nameRequired)).toBeTruthy();
    expect(within(form).getByText(WORKFLOW_MESSAGES.descriptionRequired)).toBeTruthy();
    expect(within(form).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(callCount(fetchMock, 'POST /api/workflows')).toBe(0);
  });

  it('sends the filled fields, then shows the new workflow', async () => {
    const created = makeWorkflow({ id: '00000000-0000-4000-8000-000000000010', name: 'Podcast' });
    const fetchMock = open({ 'POST /api/workflows': { status: 201, body: created } });
    const user = await openTab(/^Create/);
    const form = screen.getByRole('form', { name: 'Create workflow' });

    await user.type(within(form).getByLabelText('Name'), '  Podcast ');
    await user.type(within(form).getByLabelText('Description'), 'A weekly show.');
    await user.selectOptions(within(form).getByLabelText('Category'), 'content_creation');
    await user.type(within(form).getByLabelText('Phases'), 'Plan, Record, Publish');
    await user.type(within(form).getByLabelText('AI tools needed'), 'Descript');
    await user.selectOptions(within(form).getByLabelText('Timeline'), 'quick');
    await user.selectOptions(within(form).getByLabelText('Complexity'), 'advanced');
    await user.click(within(form).getByRole('button', { name: 'Create Workflow' }));

    expect(await screen.findByText(WORKFLOW_MESSAGES.created)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/workflows')).toEqual([
      {
        name: 'Podcast',
        description: 'A weekly show.',
        category: 'content_creation',
        phases: 'Plan, Record, Publish',
        ai_tools_needed: 'Descript',
        timeline_preference: 'quick',
        complexity_level: 'advanced',
      },
    ]);
    expect(await screen.findByRole('region', { name: 'Workflow: Podcast' })).toBeTruthy();
  });

  it('shows the server’s field message in the form on a 422', async () => {
    const detail = 'name: Too big: expected string to have <=200 characters';
    open({ 'POST /api/workflows': { status: 422, body: { detail } } });
    const user = await openTab(/^Create/);
    const form = screen.getByRole('form', { name: 'Create workflow' });

    await user.type(within(form).getByLabelText('Name'), 'Podcast');
    await user.type(within(form).getByLabelText('Description'), 'A weekly show.');
    await user.click(within(form).getByRole('button', { name: 'Create Workflow' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(detail);
    expect(screen.getByRole('tab', { name: 'Create' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says so when the server fails, and opens the limit dialog on a 429', async () => {
    let answer: MockResponse = { status: 500, body: { detail: 'Down' } };
    open({ 'POST /api/workflows': () => answer });
    const user = await openTab(/^Create/);
    const form = screen.getByRole('form', { name: 'Create workflow' });
    await user.type(within(form).getByLabelText('Name'), 'Podcast');
    await user.type(within(form).getByLabelText('Description'), 'A weekly show.');

    await user.click(within(form).getByRole('button', { name: 'Create Workflow' }));
    expect(await screen.findByText(WORKFLOW_MESSAGES.createFailed)).toBeTruthy();

    answer = LIMIT_REACHED;
    await user.click(within(form).getByRole('button', { name: 'Create Workflow' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.limitDialogTitle })).toBeTruthy();
  });
});
