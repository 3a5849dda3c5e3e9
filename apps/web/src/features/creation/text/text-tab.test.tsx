import { TEXT_PROVIDERS } from '@atelier/contract';
import type {
  ChatGenerateResponse,
  PromptTemplate,
  StructuredResponse,
  TextProvidersResponse,
} from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n/i18n';
import { makeUser } from '../../../test/fixtures';
import type { MockRoutes } from '../../../test/mock-api';
import { renderInApp } from '../../../test/render-in-app';
import { callCount, sentBodies } from '../../../test/requests';
import { TextTab } from './text-tab';

const TEMPLATES: PromptTemplate[] = [
  {
    id: 'blog-post',
    title: 'Blog Post',
    description: 'A blog post on a topic.',
    category: 'Marketing',
    variables: ['topic', 'audience'],
    template: 'Write a blog post about [topic] for [audience].',
  },
  {
    id: 'cover-letter',
    title: 'Cover Letter',
    description: 'A cover letter for a role.',
    category: 'Career',
    variables: ['role'],
    template: 'Write a cover letter for the [role] role.',
  },
];

function providersResponse(enabled: (value: string) => boolean): TextProvidersResponse {
  return {
    providers: TEXT_PROVIDERS.map((provider) => ({
      ...provider,
      models: [...provider.models],
      enabled: enabled(provider.value),
    })),
    default_provider: 'openai',
    default_model: 'gpt-4o',
    translation_available: true,
  };
}

const STRUCTURED: StructuredResponse = {
  title: 'Launch plan',
  summary: 'How to launch the product in three weeks.',
  sections: [
    { title: 'Week one', content: 'Prepare the landing page.', items: ['Copy', 'Screenshots'] },
    { title: 'Week two', content: 'Invite the beta list.' },
  ],
  action_items: ['Book the photographer', 'Draft the email'],
  metadata: { word_count: 120, tone: 'friendly' },
};

function makeAnswer(overrides: Partial<ChatGenerateResponse> = {}): ChatGenerateResponse {
  return {
    response: 'Here is your blog post.',
    structured_response: null,
    provider: 'openai',
    model: 'local-text-composer-1',
    engine: 'local',
    note: 'A local draft composer wrote this: it is not AI output.',
    credits_used: 0,
    remaining_credits: 12.3456,
    job_id: 'job-1',
    ...overrides,
  };
}

function open(routes: MockRoutes = {}, language: 'en' | 'es' = 'en') {
  const user = makeUser();
  return renderInApp(
    <TextTab />,
    {
      'GET /api/prompt-templates': { body: TEMPLATES },
      'GET /api/chat/providers': { body: providersResponse((value) => value === 'openai') },
      ...routes,
    },
    { ...user, preferences: { ...user.preferences, language } },
  );
}

const generateButton = () => screen.getByRole('button', { name: 'Generate Response' });

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

describe('text tab: when Generate Response is enabled', () => {
  it('stays disabled with nothing chosen and with a blank custom prompt', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('button', { name: /Blog Post/ });
    expect(generateButton()).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: /Custom Prompt/ }));
    const prompt = screen.getByLabelText('Custom prompt');
    expect(generateButton()).toHaveProperty('disabled', true);

    await user.type(prompt, '   ');
    expect(generateButton()).toHaveProperty('disabled', true);

    await user.type(prompt, 'Write a haiku');
    expect(generateButton()).toHaveProperty('disabled', false);
  });

  it('needs at least one variable of a chosen template, and toasts that the template was copied', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /Blog Post/ }));

    expect(await screen.findByText('Template copied! Fill in the [variables] below.')).toBeTruthy();
    expect(generateButton()).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('Audience'), ' ');
    expect(generateButton()).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('Topic'), 'gardening');
    expect(generateButton()).toHaveProperty('disabled', false);
    expect(screen.getByText('Write a blog post about gardening for [audience].')).toBeTruthy();
  });

  it('filters the templates by category', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('button', { name: /Blog Post/ });

    await user.selectOptions(screen.getByLabelText('Category'), 'Career');

    expect(screen.queryByRole('button', { name: /Blog Post/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Cover Letter/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Custom Prompt/ })).toBeTruthy();
  });

  it('is disabled while generating and says so', async () => {
    const user = userEvent.setup();
    let answer: (value: { body: ChatGenerateResponse }) => void = () => undefined;
    open({
      'POST /api/chat/generate': () => new Promise((resolve) => (answer = resolve)),
    });
    await user.click(await screen.findByRole('button', { name: /Custom Prompt/ }));
    await user.type(screen.getByLabelText('Custom prompt'), 'Write a haiku');

    await user.click(generateButton());

    const busy = screen.getByRole('button', { name: 'Generating...' });
    expect(busy).toHaveProperty('disabled', true);
    answer({ body: makeAnswer() });
    expect(await screen.findByRole('region', { name: 'Response' })).toBeTruthy();
    expect(generateButton()).toHaveProperty('disabled', false);
  });
});

describe('text tab: provider and model', () => {
  it('defaults to OpenAI GPT-4o and selects the first model of a newly chosen provider', async () => {
    const user = userEvent.setup();
    open();
    const provider = screen.getByLabelText('Provider');
    const model = screen.getByLabelText('Model');
    expect((provider as HTMLSelectElement).value).toBe('openai');
    expect((model as HTMLSelectElement).value).toBe('gpt-4o');
    expect(screen.getByText('Premium model: 0.0100 credits per answer.')).toBeTruthy();

    await user.selectOptions(model, 'gpt-4.1');
    await user.selectOptions(provider, 'anthropic');

    expect((model as HTMLSelectElement).value).toBe('claude-sonnet-4-5');
    await user.selectOptions(provider, 'groq');
    expect((model as HTMLSelectElement).value).toBe('llama-3.1-8b-instant');
  });

  it('marks providers without a key as using a local draft', async () => {
    open();
    const anthropic = await screen.findByRole('option', { name: /^Anthropic/ });
    await waitFor(() => expect(anthropic.textContent).toContain('Not configured'));
    expect(screen.getByRole('option', { name: /^OpenAI/ }).textContent).not.toContain(
      'Not configured',
    );
    // Each model says its tier.
    expect(screen.getByRole('option', { name: 'GPT-4o · Premium' })).toBeTruthy();
  });
});

describe('text tab: the response', () => {
  it('sends the template and its variables, and renders a structured answer from the local engine', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({
      'POST /api/chat/generate': {
        body: makeAnswer({ structured_response: STRUCTURED, response: '{"title":"Launch plan"}' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: /Blog Post/ }));
    await user.type(screen.getByLabelText('Topic'), 'a launch');
    await user.click(screen.getByRole('radio', { name: /Structured/ }));
    await user.click(generateButton());

    const response = await screen.findByRole('region', { name: 'Response' });
    expect(sentBodies(fetchMock, 'POST /api/chat/generate')).toEqual([
      {
        template_id: 'blog-post',
        custom_prompt: null,
        variables: { topic: 'a launch' },
        provider: 'openai',
        model: 'gpt-4o',
        response_format: 'structured',
      },
    ]);
    const view = within(response);
    expect(view.getByRole('heading', { name: 'Launch plan' })).toBeTruthy();
    expect(view.getByText('How to launch the product in three weeks.')).toBeTruthy();
    const weekOne = within(view.getByRole('region', { name: 'Week one' }));
    expect(weekOne.getByText('Prepare the landing page.')).toBeTruthy();
    expect(weekOne.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Copy',
      'Screenshots',
    ]);
    expect(view.getByRole('region', { name: 'Week two' })).toBeTruthy();
    const actions = within(view.getByRole('region', { name: 'Action items' }));
    expect(actions.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Book the photographer',
      'Draft the email',
    ]);
    const metadata = view.getByRole('region', { name: 'Metadata' });
    expect(metadata.textContent).toContain('word_count120');
    expect(metadata.textContent).toContain('tonefriendly');
    expect(view.getByText(/Local engine/)).toBeTruthy();
    expect(view.getByText('A local draft composer wrote this: it is not AI output.')).toBeTruthy();
  });

  it('copies the answer, falling back to a hidden field, and says when both fail', async () => {
    const user = userEvent.setup();
    open({
      'POST /api/chat/generate': { body: makeAnswer({ engine: 'provider', model: 'gpt-4o' }) },
    });
    await user.click(await screen.findByRole('button', { name: /Custom Prompt/ }));
    await user.type(screen.getByLabelText('Custom prompt'), 'Write a haiku');
    await user.click(generateButton());
    const response = within(await screen.findByRole('region', { name: 'Response' }));
    expect(response.getByText('Here is your blog post.')).toBeTruthy();

    await user.click(response.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to clipboard!')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('Here is your blog post.');

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await user.click(response.getByRole('button', { name: 'Copy' }));

    expect(
      await screen.findByText('Copy failed. Please select the text manually and copy.'),
    ).toBeTruthy();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('shows the fallback message in the page and a toast when the server gives no detail', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({ 'POST /api/chat/generate': { status: 500 } });
    await user.click(await screen.findByRole('button', { name: /Custom Prompt/ }));
    await user.type(screen.getByLabelText('Custom prompt'), 'Write a haiku');
    await user.click(generateButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to generate response');
    // In the page and in a toast.
    await waitFor(() => expect(screen.getAllByText('Failed to generate response')).toHaveLength(2));
    expect(callCount(fetchMock, 'POST /api/chat/generate')).toBe(1);
    expect(screen.queryByRole('region', { name: 'Response' })).toBeNull();
  });

  it("shows the server's detail when it gives one", async () => {
    const user = userEvent.setup();
    open({
      'POST /api/chat/generate': {
        status: 402,
        body: { detail: 'Insufficient credits for this model.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Custom Prompt/ }));
    await user.type(screen.getByLabelText('Custom prompt'), 'Write a haiku');
    await user.click(generateButton());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Insufficient credits for this model.',
    );
  });
});

describe('text tab in the language of the account', () => {
  it('reads in the language of the account', async () => {
    const user = userEvent.setup();
    // The app shell switches to the account's language; this tab is rendered without it.
    await activateLanguage('es');
    open({}, 'es');

    expect(await screen.findByRole('heading', { name: 'Plantillas' })).toBeTruthy();
    expect(
      screen.getByText('Elige una plantilla o Prompt personalizado para empezar.'),
    ).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /Prompt personalizado/ }));
    expect(screen.getByLabelText('Prompt personalizado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generar respuesta' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Estructurado' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Carrera profesional' })).toBeTruthy();
  });
});
