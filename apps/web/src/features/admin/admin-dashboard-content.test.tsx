import { ADMIN_CURATION_MESSAGES } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as sonner } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  makePromptTemplate,
  makeWorkflowTemplate,
  requestQueries,
  signInAsAdmin,
} from '../../test/admin-fixtures';
import { renderApp } from '../../test/render-app';
import { callCount, sentBodies } from '../../test/requests';

beforeAll(async () => {
  await Promise.all([import('./pages'), import('../../app/toaster')]);
});

afterEach(() => {
  // Sonner would show this test's toasts again in the next test's toaster.
  sonner.dismiss();
});

const LIST = 'GET /api/admin/content/templates';
const CREATE_PROMPT = 'POST /api/admin/content/templates/prompt';
const CREATE_WORKFLOW = 'POST /api/admin/content/templates/workflow';

/** 25 prompt templates: one edited from the catalogue, one written by staff and disabled. */
function promptList() {
  return Array.from({ length: 25 }, (_, i) =>
    makePromptTemplate(
      { id: `prompt-${i}`, title: `Prompt ${String(i).padStart(2, '0')}`, category: 'Writing' },
      { edited: i === 1, source: i === 2 ? 'staff' : 'catalogue', active: i !== 2 },
    ),
  );
}

function rowsOf(caption: string) {
  const table = screen.getByRole('table', { name: caption });
  return within(table).getAllByRole('row').slice(1);
}

/** The first cell of each row: the templates' titles, in order. */
function titlesOf(caption: string) {
  return rowsOf(caption).map((row) => row.querySelector('td')?.textContent);
}

function saved(
  template = makePromptTemplate(),
  message: string = ADMIN_CURATION_MESSAGES.templateSaved,
) {
  return { body: { message, template } };
}

describe('content tab', () => {
  it('lists the prompt templates 20 a page, with their source and status', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin(undefined, {
      [LIST]: { body: { templates: promptList() } },
    });
    renderApp('/admin/dashboard?tab=content');

    await screen.findByRole('table', { name: 'Prompt templates' });
    expect(requestQueries(fetchMock, LIST).map((query) => query.get('kind'))).toEqual(['prompt']);
    const rows = rowsOf('Prompt templates');
    expect(rows).toHaveLength(20);
    expect(rows[0]?.textContent).toContain('Prompt 00WritingCatalogueActive');
    expect(rows[1]?.textContent).toContain('Catalogue, edited');
    expect(rows[2]?.textContent).toContain('StaffDisabled');
    expect(within(rows[2]).getByRole('button', { name: 'Enable Prompt 02' })).toBeTruthy();
    expect(within(rows[0]).getByRole('button', { name: 'Disable Prompt 00' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(titlesOf('Prompt templates')).toEqual([
      'Prompt 20',
      'Prompt 21',
      'Prompt 22',
      'Prompt 23',
      'Prompt 24',
    ]);
  });

  it('filters by title, whatever the case, from the first page', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin(undefined, {
      [LIST]: { body: { templates: promptList() } },
    });
    renderApp('/admin/dashboard?tab=content');
    await screen.findByRole('table', { name: 'Prompt templates' });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(screen.getByLabelText('Filter by title'), 'PROMPT 1');

    expect(titlesOf('Prompt templates')).toEqual(
      Array.from({ length: 10 }, (_, i) => `Prompt 1${i}`),
    );
    expect(screen.queryByText(/^Page \d/)).toBeNull();
    await user.type(screen.getByLabelText('Filter by title'), 'x');
    expect(screen.getByText('No prompt templates match "PROMPT 1x"')).toBeTruthy();
    // The filter is drawn here: the server was asked once.
    expect(callCount(fetchMock, LIST)).toBe(1);
  });

  it('shows the workflow templates by their category label', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin(undefined, {
      [LIST]: { body: { templates: [makeWorkflowTemplate()] } },
    });
    renderApp('/admin/dashboard?tab=content');
    await screen.findByRole('table', { name: 'Prompt templates' });

    await user.click(screen.getByRole('radio', { name: 'Workflow templates' }));

    const [row] = await waitFor(() => rowsOf('Workflow templates'));
    expect(row?.textContent).toContain('Content calendarContent CreationCatalogueActive');
    expect(requestQueries(fetchMock, LIST).at(-1)?.get('kind')).toBe('workflow');
    expect(screen.getByRole('button', { name: 'New workflow template' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New prompt template' })).toBeNull();
  });

  it('writes a prompt template, says so and lists it', async () => {
    const user = userEvent.setup();
    const created = makePromptTemplate({ id: 'staff-1', title: 'Product launch email' });
    let templates = [makePromptTemplate()];
    const fetchMock = signInAsAdmin(undefined, {
      [LIST]: () => ({ body: { templates } }),
      [CREATE_PROMPT]: () => {
        templates = [...templates, created];
        return { status: 201, ...saved(created, ADMIN_CURATION_MESSAGES.templateCreated) };
      },
    });
    renderApp('/admin/dashboard?tab=content');

    await user.click(await screen.findByRole('button', { name: 'New prompt template' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New prompt template' }));
    expect(dialog.getByText('Write [variable_name] where the user fills in a value')).toBeTruthy();
    await user.type(dialog.getByLabelText('Title'), 'Product launch email');
    await user.type(dialog.getByLabelText('Description'), 'Announce a product.');
    await user.type(dialog.getByLabelText('Category'), 'Email');
    await user.type(dialog.getByLabelText('Template'), 'Announce [[product] to [[audience].');
    await user.click(dialog.getByRole('button', { name: 'Save template' }));

    expect(await screen.findByText(ADMIN_CURATION_MESSAGES.templateCreated)).toBeTruthy();
    expect(sentBodies(fetchMock, CREATE_PROMPT)).toEqual([
      {
        title: 'Product launch email',
        description: 'Announce a product.',
        category: 'Email',
        template: 'Announce [product] to [audience].',
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const table = screen.getByRole('table', { name: 'Prompt templates' });
    expect(await within(table).findByText('Product launch email')).toBeTruthy();
  });

  it("keeps the dialog and what was typed when the server refuses, with the server's words", async () => {
    const user = userEvent.setup();
    const detail = `title: ${ADMIN_CURATION_MESSAGES.required('a title')}`;
    signInAsAdmin(undefined, { [CREATE_PROMPT]: { status: 422, body: { detail } } });
    renderApp('/admin/dashboard?tab=content');

    await user.click(await screen.findByRole('button', { name: 'New prompt template' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New prompt template' }));
    await user.type(dialog.getByLabelText('Description'), 'Kept');
    await user.click(dialog.getByRole('button', { name: 'Save template' }));

    expect((await dialog.findByRole('alert')).textContent).toBe(detail);
    expect(dialog.getByLabelText<HTMLTextAreaElement>('Description').value).toBe('Kept');
  });

  it('edits a prompt template from its current text', async () => {
    const user = userEvent.setup();
    const path = 'PUT /api/admin/content/templates/prompt/blog-post-outline';
    const fetchMock = signInAsAdmin(undefined, { [path]: saved() });
    renderApp('/admin/dashboard?tab=content');

    await user.click(await screen.findByRole('button', { name: 'Edit Blog post outline' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit prompt template' }));
    expect(dialog.getByLabelText<HTMLInputElement>('Title').value).toBe('Blog post outline');
    expect(dialog.getByLabelText<HTMLTextAreaElement>('Description').value).toBe(
      'An outline for a post on a topic.',
    );
    expect(dialog.getByLabelText<HTMLInputElement>('Category').value).toBe('Writing');
    const text = dialog.getByLabelText<HTMLTextAreaElement>('Template');
    expect(text.value).toBe('Outline a blog post about [topic].');
    await user.clear(dialog.getByLabelText('Title'));
    await user.type(dialog.getByLabelText('Title'), 'Blog outline');
    await user.click(dialog.getByRole('button', { name: 'Save template' }));

    expect(await screen.findByText(ADMIN_CURATION_MESSAGES.templateSaved)).toBeTruthy();
    expect(sentBodies(fetchMock, path)).toEqual([
      {
        title: 'Blog outline',
        description: 'An outline for a post on a topic.',
        category: 'Writing',
        template: 'Outline a blog post about [topic].',
      },
    ]);
    await waitFor(() => expect(callCount(fetchMock, LIST)).toBe(2));
  });

  it('disables a template and enables another through the status route', async () => {
    const user = userEvent.setup();
    const base = '/api/admin/content/templates/prompt';
    const fetchMock = signInAsAdmin(undefined, {
      [LIST]: { body: { templates: promptList().slice(0, 3) } },
      [`PUT ${base}/prompt-0/status`]: saved(
        makePromptTemplate({}, { active: false }),
        ADMIN_CURATION_MESSAGES.templateDisabled,
      ),
      [`PUT ${base}/prompt-2/status`]: saved(
        makePromptTemplate(),
        ADMIN_CURATION_MESSAGES.templateEnabled,
      ),
    });
    renderApp('/admin/dashboard?tab=content');

    await user.click(await screen.findByRole('button', { name: 'Disable Prompt 00' }));
    expect(await screen.findByText(ADMIN_CURATION_MESSAGES.templateDisabled)).toBeTruthy();
    expect(sentBodies(fetchMock, `PUT ${base}/prompt-0/status`)).toEqual([{ active: false }]);
    await waitFor(() => expect(callCount(fetchMock, LIST)).toBe(2));

    await user.click(screen.getByRole('button', { name: 'Enable Prompt 02' }));
    expect(await screen.findByText(ADMIN_CURATION_MESSAGES.templateEnabled)).toBeTruthy();
    expect(sentBodies(fetchMock, `PUT ${base}/prompt-2/status`)).toEqual([{ active: true }]);
  });

  it('writes a workflow template with its phases', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin(undefined, {
      [LIST]: { body: { templates: [makeWorkflowTemplate()] } },
      [CREATE_WORKFLOW]: {
        status: 201,
        ...saved(makeWorkflowTemplate(), ADMIN_CURATION_MESSAGES.templateCreated),
      },
    });
    renderApp('/admin/dashboard?tab=content');
    await user.click(await screen.findByRole('radio', { name: 'Workflow templates' }));

    await user.click(await screen.findByRole('button', { name: 'New workflow template' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New workflow template' }));
    const category = dialog.getByLabelText<HTMLSelectElement>('Category');
    expect(category.options).toHaveLength(13);
    await user.type(dialog.getByLabelText('Name'), 'Hiring pipeline');
    await user.type(dialog.getByLabelText('Description'), 'From job post to offer.');
    await user.selectOptions(category, 'hr_recruitment');
    await user.selectOptions(dialog.getByLabelText('Difficulty'), 'advanced');
    await user.type(dialog.getByLabelText('Duration'), '6 weeks');
    await user.type(dialog.getByLabelText('KRA'), 'Hiring');
    await user.type(dialog.getByLabelText('KPI'), 'Time to hire');
    await user.type(dialog.getByLabelText('Tags'), 'hr, hiring, ');
    expect(dialog.getByRole<HTMLButtonElement>('button', { name: 'Remove phase 1' }).disabled).toBe(
      true,
    );
    await user.type(dialog.getByLabelText('Phase 1 title'), 'Sourcing');
    await user.type(dialog.getByLabelText('Phase 1 description'), 'Find people.');
    await user.type(dialog.getByLabelText('Phase 1 estimated duration'), '2 weeks');
    await user.type(
      dialog.getByLabelText('Phase 1 deliverables'),
      'Job post{Enter}{Enter}Shortlist',
    );
    await user.type(dialog.getByLabelText('Phase 1 recommended tools'), 'ChatGPT, LinkedIn');
    await user.click(dialog.getByRole('button', { name: 'Add phase' }));
    await user.type(dialog.getByLabelText('Phase 2 title'), 'Dropped');
    await user.click(dialog.getByRole('button', { name: 'Add phase' }));
    await user.type(dialog.getByLabelText('Phase 3 title'), 'Interviews');
    await user.type(dialog.getByLabelText('Phase 3 description'), 'Meet them.');
    await user.type(dialog.getByLabelText('Phase 3 estimated duration'), '3 weeks');
    await user.click(dialog.getByRole('button', { name: 'Remove phase 2' }));
    expect(dialog.getByLabelText<HTMLInputElement>('Phase 2 title').value).toBe('Interviews');
    expect(dialog.queryByLabelText('Phase 3 title')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Save template' }));

    expect(await screen.findByText(ADMIN_CURATION_MESSAGES.templateCreated)).toBeTruthy();
    expect(sentBodies(fetchMock, CREATE_WORKFLOW)).toEqual([
      {
        name: 'Hiring pipeline',
        description: 'From job post to offer.',
        category: 'hr_recruitment',
        difficulty: 'advanced',
        duration: '6 weeks',
        kra: 'Hiring',
        kpi: 'Time to hire',
        tags: ['hr', 'hiring'],
        phases: [
          {
            title: 'Sourcing',
            description: 'Find people.',
            estimated_duration: '2 weeks',
            deliverables: ['Job post', 'Shortlist'],
            recommended_tools: ['ChatGPT', 'LinkedIn'],
          },
          {
            title: 'Interviews',
            description: 'Meet them.',
            estimated_duration: '3 weeks',
            deliverables: [],
            recommended_tools: [],
          },
        ],
      },
    ]);
  });

  it('edits a workflow template from its current fields and phases', async () => {
    const user = userEvent.setup();
    const path = 'PUT /api/admin/content/templates/workflow/content-calendar';
    const fetchMock = signInAsAdmin(undefined, {
      [LIST]: { body: { templates: [makeWorkflowTemplate()] } },
      [path]: saved(makeWorkflowTemplate()),
    });
    renderApp('/admin/dashboard?tab=content');
    await user.click(await screen.findByRole('radio', { name: 'Workflow templates' }));

    await user.click(await screen.findByRole('button', { name: 'Edit Content calendar' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit workflow template' }));
    expect(dialog.getByLabelText<HTMLSelectElement>('Category').value).toBe('content_creation');
    expect(dialog.getByLabelText<HTMLSelectElement>('Difficulty').value).toBe('intermediate');
    expect(dialog.getByLabelText<HTMLInputElement>('Tags').value).toBe('content, planning');
    expect(dialog.getByLabelText<HTMLTextAreaElement>('Phase 1 deliverables').value).toBe(
      'Topic list\nKeyword map',
    );
    expect(dialog.getByLabelText<HTMLInputElement>('Phase 1 recommended tools').value).toBe(
      'ChatGPT, Ahrefs',
    );
    await user.click(dialog.getByRole('button', { name: 'Save template' }));

    expect(await screen.findByText(ADMIN_CURATION_MESSAGES.templateSaved)).toBeTruthy();
    const workflow = makeWorkflowTemplate().workflow!;
    expect(sentBodies(fetchMock, path)).toEqual([
      {
        name: workflow.name,
        description: workflow.description,
        category: workflow.category,
        difficulty: workflow.difficulty,
        duration: workflow.duration,
        kra: workflow.kra,
        kpi: workflow.kpi,
        tags: workflow.tags,
        phases: workflow.phases,
      },
    ]);
  });

  it('says so when the templates cannot be loaded, and tries again on Retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    signInAsAdmin(undefined, {
      [LIST]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { detail: 'Down' } }
          : { body: { templates: [makePromptTemplate()] } };
      },
    });
    renderApp('/admin/dashboard?tab=content');

    expect(await screen.findByText('Failed to load templates')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('table', { name: 'Prompt templates' })).toBeTruthy();
    expect(screen.queryByText('Failed to load templates')).toBeNull();
  });
});
