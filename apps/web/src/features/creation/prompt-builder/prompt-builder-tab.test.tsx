import {
  BUILDER_OPTION_GROUPS,
  GENERATION_MESSAGES,
  PROMPT_MEDIA_PLATFORMS,
} from '@atelier/contract';
import type {
  CheckLimitResponse,
  GeneratePromptResponse,
  PromptDatabaseResponse,
} from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n/i18n';
import type { mockApi, MockRoutes } from '../../../test/mock-api';
import { renderInApp } from '../../../test/render-in-app';
import { callCount, sentBodies } from '../../../test/requests';
import { PromptBuilderTab } from './prompt-builder-tab';

const ALLOWED: CheckLimitResponse = {
  can_use: true,
  limit_info: { limit: 15, current_usage: 3, percentage_used: 20 },
};
const DENIED: CheckLimitResponse = {
  can_use: false,
  limit_info: { limit: 15, current_usage: 15, percentage_used: 100 },
};

const OPTIMIZED: GeneratePromptResponse = {
  optimizedPrompt: 'A weathered lighthouse on a rocky coast at dusk, cinematic, 8K',
  engine: 'local',
  provider: 'midjourney',
  model: 'v7',
  note: 'Composed by the local prompt engine: not AI output.',
  job_id: 'job-9',
};

const DATABASE: PromptDatabaseResponse = {
  prompts: [
    {
      id: 'p1',
      category: 'Portraits',
      tool: 'Midjourney',
      format: 'image',
      prompt: 'Studio portrait of an old fisherman, Rembrandt lighting',
      tags: ['portrait', 'studio'],
    },
    {
      id: 'p2',
      category: 'Nature',
      tool: 'Runway Gen-3',
      format: 'video',
      prompt: 'Drone shot over a misty forest at sunrise',
      tags: ['drone'],
    },
  ],
  total: 2,
  categories: ['Nature', 'Portraits'],
  tools: ['Midjourney', 'Runway Gen-3'],
};

function open(routes: MockRoutes = {}) {
  return renderInApp(<PromptBuilderTab />, {
    'GET /api/subscription/check-limit/ai_prompts': { body: ALLOWED },
    'POST /api/chat/generate-prompt': { body: OPTIMIZED },
    'GET /api/prompt-database': { body: DATABASE },
    ...routes,
  });
}

function requestedUrls(fetchMock: ReturnType<typeof mockApi>, prefix: string): string[] {
  return fetchMock.mock.calls
    .map(([input]) => (typeof input === 'string' ? input : ''))
    .filter((url) => url.startsWith(prefix));
}

const generateButton = () => screen.getByRole('button', { name: 'Generate Optimized Prompt' });

describe('prompt builder: AI method', () => {
  it('requires the subject before anything is sent', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open();

    await user.click(generateButton());

    const subject = screen.getByLabelText('Subject (required)');
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    // In the page and in a toast.
    await waitFor(() =>
      expect(screen.getAllByText(GENERATION_MESSAGES.subjectRequired)).toHaveLength(2),
    );
    expect(callCount(fetchMock, 'GET /api/subscription/check-limit/ai_prompts')).toBe(0);
    expect(callCount(fetchMock, 'POST /api/chat/generate-prompt')).toBe(0);
  });

  it('resets the platform and model to the first of the format when the format changes', async () => {
    const user = userEvent.setup();
    open();
    const platform = screen.getByLabelText<HTMLSelectElement>('Platform');
    const model = screen.getByLabelText<HTMLSelectElement>('Model');
    const [firstImage, secondImage] = PROMPT_MEDIA_PLATFORMS.image;
    const firstVideo = PROMPT_MEDIA_PLATFORMS.video[0];
    expect(platform.value).toBe(firstImage.value);
    expect(model.value).toBe(firstImage.models[0].value);

    await user.selectOptions(platform, secondImage.value);
    expect(model.value).toBe(secondImage.models[0].value);
    await user.selectOptions(model, secondImage.models[1].value);

    await user.click(screen.getByRole('radio', { name: /Video/ }));

    expect(platform.value).toBe(firstVideo.value);
    expect(model.value).toBe(firstVideo.models[0].value);
    expect(screen.getByLabelText('Camera movement')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /Image/ }));
    expect(platform.value).toBe(firstImage.value);
    expect(screen.queryByLabelText('Camera movement')).toBeNull();
  });

  it('checks the limit, sends the fields and shows the optimised prompt without tracking usage', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open();
    const lighting = BUILDER_OPTION_GROUPS.lighting[1].options[0];
    await user.type(screen.getByLabelText('Subject (required)'), ' a lighthouse ');
    await user.selectOptions(screen.getByLabelText('Lighting'), lighting);
    await user.selectOptions(screen.getByLabelText('Style'), 'Custom...');
    await user.type(screen.getByLabelText('Custom style'), 'woodcut print');

    await user.click(generateButton());

    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByLabelText<HTMLTextAreaElement>('Prompt').value).toBe(
      OPTIMIZED.optimizedPrompt,
    );
    expect(within(result).getByText(/Local engine/)).toBeTruthy();
    const [body] = sentBodies(fetchMock, 'POST /api/chat/generate-prompt') as Record<
      string,
      unknown
    >[];
    expect(body).toMatchObject({
      format: 'image',
      provider: PROMPT_MEDIA_PLATFORMS.image[0].value,
      model: PROMPT_MEDIA_PLATFORMS.image[0].models[0].value,
      subject: 'a lighthouse',
      lighting,
      style: 'woodcut print',
    });
    expect(body?.prompt).toContain('lighthouse');
    expect(body?.prompt).toContain('woodcut print');
    expect(callCount(fetchMock, 'GET /api/subscription/check-limit/ai_prompts')).toBe(1);
    expect(callCount(fetchMock, 'POST /api/usage/track')).toBe(0);
  });

  it('opens the Daily Limit Reached dialog when the check says no', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({
      'GET /api/subscription/check-limit/ai_prompts': { body: DENIED },
    });
    await user.type(screen.getByLabelText('Subject (required)'), 'a lighthouse');

    await user.click(generateButton());

    const dialog = await screen.findByRole('dialog', { name: 'Daily Limit Reached' });
    expect(dialog.textContent).toContain("You've reached your daily limit of 15 AI Prompts");
    expect(callCount(fetchMock, 'POST /api/chat/generate-prompt')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('treats a failed check as a refusal', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({
      'GET /api/subscription/check-limit/ai_prompts': { status: 500 },
    });
    await user.type(screen.getByLabelText('Subject (required)'), 'a lighthouse');

    await user.click(generateButton());

    const dialog = await screen.findByRole('dialog', { name: 'Daily Limit Reached' });
    // The starter plan's allowance, since the check could not say.
    expect(dialog.textContent).toContain('daily limit of 15 AI Prompts');
    expect(callCount(fetchMock, 'POST /api/chat/generate-prompt')).toBe(0);
  });

  it('opens the dialog when the server refuses at the limit (429)', async () => {
    const user = userEvent.setup();
    open({
      'POST /api/chat/generate-prompt': {
        status: 429,
        body: { detail: 'Limit reached', feature_type: 'ai_prompts', limit: 15 },
      },
    });
    await user.type(screen.getByLabelText('Subject (required)'), 'a lighthouse');

    await user.click(generateButton());

    const dialog = await screen.findByRole('dialog', { name: 'Daily Limit Reached' });
    expect(dialog.textContent).toContain('daily limit of 15 AI Prompts');
    expect(screen.queryByRole('region', { name: 'Result' })).toBeNull();
  });

  it('shows the fallback when generation fails without a detail', async () => {
    const user = userEvent.setup();
    open({ 'POST /api/chat/generate-prompt': { status: 500 } });
    await user.type(screen.getByLabelText('Subject (required)'), 'a lighthouse');

    await user.click(generateButton());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to generate optimized prompt. Please try again.',
    );
  });
});

describe('prompt builder: free methods', () => {
  it('enhances a prompt locally once there is text, and says it was free', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open();
    await user.click(screen.getByRole('radio', { name: /Enhancer/ }));
    const button = screen.getByRole('button', { name: 'Enhance Prompt' });
    expect(button).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('Your prompt'), '   ');
    expect(button).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Your prompt'), 'a cat on a windowsill');
    expect(button).toHaveProperty('disabled', false);
    await user.click(button);

    expect(await screen.findByText('Prompt enhanced for free! No API costs.')).toBeTruthy();
    const result = screen.getByRole('region', { name: 'Result' });
    const text = within(result).getByLabelText<HTMLTextAreaElement>('Prompt').value;
    expect(text.startsWith('a cat on a windowsill, ')).toBe(true);
    expect(callCount(fetchMock, 'GET /api/subscription/check-limit/ai_prompts')).toBe(0);
  });

  it('copies a template into the result area to fill in', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('radio', { name: /Templates/ }));

    await user.click(screen.getByRole('button', { name: 'Use the Portrait template' }));

    expect(await screen.findByText('Template copied! Fill in the [variables] below.')).toBeTruthy();
    const result = screen.getByRole('region', { name: 'Result' });
    expect(within(result).getByLabelText<HTMLTextAreaElement>('Prompt').value).toContain(
      '[subject]',
    );
  });

  it('filters the database by category, tool and non-blank search text', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open();
    await user.click(screen.getByRole('radio', { name: /Prompt Database/ }));

    const list = await screen.findByRole('list', { name: 'Prompts' });
    await within(list).findByText('Studio portrait of an old fisherman, Rembrandt lighting');
    // Only the chosen format's prompts are listed.
    expect(within(list).queryByText('Drone shot over a misty forest at sunrise')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Category'), 'Portraits');
    await user.selectOptions(screen.getByLabelText('Tool'), 'Midjourney');
    await user.type(screen.getByLabelText('Search prompts'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.clear(screen.getByLabelText('Search prompts'));
    await user.type(screen.getByLabelText('Search prompts'), ' fisherman ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(requestedUrls(fetchMock, '/api/prompt-database')).toEqual([
        '/api/prompt-database',
        '/api/prompt-database?category=Portraits',
        '/api/prompt-database?category=Portraits&tool=Midjourney',
        '/api/prompt-database?category=Portraits&tool=Midjourney&q=fisherman',
      ]),
    );

    await user.click(
      within(list).getByRole('button', { name: /Use prompt: Studio portrait of an old fisherman/ }),
    );
    expect(await screen.findByText('Prompt copied to result section!')).toBeTruthy();
    const result = screen.getByRole('region', { name: 'Result' });
    expect(within(result).getByLabelText<HTMLTextAreaElement>('Prompt').value).toBe(
      'Studio portrait of an old fisherman, Rembrandt lighting',
    );
  });
});

describe('prompt builder: the result', () => {
  it('takes the prompt to the image tool', async () => {
    const user = userEvent.setup();
    const { router } = open();
    await user.click(screen.getByRole('radio', { name: /Enhancer/ }));
    await user.type(
      screen.getByLabelText('Your prompt'),
      'a cat, highly detailed, 85mm lens, cinematic, close-up',
    );
    await user.click(screen.getByRole('button', { name: 'Enhance Prompt' }));

    await user.click(screen.getByRole('button', { name: /Use this prompt/ }));

    expect(router.state.location.pathname).toBe('/image-generation');
    expect(router.state.location.state).toEqual({
      prompt: 'a cat, highly detailed, 85mm lens, cinematic, close-up',
    });
  });
});

describe('prompt builder in the language of the account', () => {
  it('reads in the language of the account', async () => {
    const user = userEvent.setup();
    // The app shell switches to the account's language; this tab is rendered without it.
    await activateLanguage('es');
    open();

    expect(await screen.findByRole('heading', { name: 'Prompts de medios' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Vídeo' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Tema (obligatorio)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generar prompt optimizado' }));
    expect(
      await screen.findAllByText('Rellena al menos el campo del tema para generar un prompt.'),
    ).not.toHaveLength(0);
  });
});
