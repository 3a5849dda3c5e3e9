import type { AiTool, Recommendation } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE } from '../../app/site';
import { withLandingStubs } from '../../test/account-fixtures';
import { makeUser } from '../../test/fixtures';
import { requestHeaders } from '../../test/mock-api';
import type { MockRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { callCount } from '../../test/requests';
import { signInAs } from '../../test/sign-in';

const TOOLS: AiTool[] = [
  {
    name: 'Julius AI',
    description: 'Chat with spreadsheets and databases.',
    category: 'data_analytics',
    url: 'https://julius.ai',
  },
  {
    name: 'Jasper',
    description: 'Marketing copy on brand.',
    category: 'text_generation',
    url: 'https://www.jasper.ai',
  },
  {
    name: 'DeepL',
    description: 'Translation that keeps the tone.',
    category: 'translation',
    url: 'https://www.deepl.com',
  },
];

function makeRecommendation(overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    task_type: 'code_generation',
    tool: 'Claude Code',
    provider: 'Anthropic',
    model: 'Claude Sonnet 4.5',
    reason: 'Works on your whole repository from the terminal.',
    url: 'https://www.claude.com/product/claude-code',
    ...overrides,
  };
}

function open(routes: MockRoutes = {}) {
  const fetchMock = signInAs(makeUser(), {
    'GET /api/ai-tools': { body: { tools: TOOLS } },
    'GET /api/ai-tools/recommend': { body: makeRecommendation() },
    ...routes,
  });
  const view = renderApp('/ai-tools', withLandingStubs());
  return { fetchMock, ...view };
}

/** The URLs the page asked for a recommendation, query string included. */
function recommendUrls(fetchMock: ReturnType<typeof open>['fetchMock']): string[] {
  return fetchMock.mock.calls
    .map(([input]) => (typeof input === 'string' ? input : ''))
    .filter((url) => url.startsWith('/api/ai-tools/recommend'));
}

async function chooseTask(name: string) {
  const user = userEvent.setup();
  const tasks = await screen.findByRole('group', { name: 'Task type' });
  await user.click(within(tasks).getByRole('radio', { name }));
  return user;
}

// Compiles the page once up front, so the first test's waits time the page rather than the bundler.
beforeAll(async () => {
  await import('./ai-tools-page');
});

describe('AI tool recommendations page', () => {
  it('offers the ten task types of the spec, in order, none chosen and nothing asked yet', async () => {
    const { fetchMock } = open();

    const tasks = await screen.findByRole('group', { name: 'Task type' });
    const radios = within(tasks).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.value)).toEqual([
      'data_analytics',
      'text_generation',
      'media_generation',
      'automation',
      'code_generation',
      'business_ecommerce',
      'hr_recruitment',
      'ai_development',
      'app_development',
      'seo_marketing',
    ]);
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toContain('HR & Recruitment');
    expect(radios.some((radio) => radio.checked)).toBe(false);
    expect(screen.getByText(/Choose a task above/)).toBeTruthy();
    expect(recommendUrls(fetchMock)).toEqual([]);
  });

  it('asks for the chosen task and shows the tool, provider, model, reason and where to try it', async () => {
    const { fetchMock } = open();

    await chooseTask('Code Generation');

    const card = await screen.findByRole('region', { name: 'Claude Code' });
    expect(recommendUrls(fetchMock)).toEqual(['/api/ai-tools/recommend?task_type=code_generation']);
    expect(within(card).getByText('Anthropic')).toBeTruthy();
    expect(within(card).getByText('Claude Sonnet 4.5')).toBeTruthy();
    expect(
      within(card).getByText('Works on your whole repository from the terminal.'),
    ).toBeTruthy();
    expect(within(card).getByText('Recommended for Code Generation')).toBeTruthy();
    const tryIt = within(card).getByRole('link', { name: 'Try This Tool' });
    expect(tryIt.getAttribute('href')).toBe('/prompt-crafter');
    const site = within(card).getByRole('link', { name: /Visit Claude Code/ });
    expect(site.getAttribute('href')).toBe('https://www.claude.com/product/claude-code');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    // An external pick has no page here.
    expect(within(card).queryByRole('link', { name: 'Open in Atelier' })).toBeNull();
  });

  it.each([
    ['Text Generation', 'Atelier Text Generation', '/text-generation', '/text-generation'],
    ['Business & E-commerce', 'Atelier Product Ad Generation', '/product-ads', '/product-ads'],
    ['Media Generation', 'Atelier AI Audio Generation', '/audio-generation', '/audio-generation'],
    ['Data Analytics', 'Atelier Search', '/search', '/search'],
    // No page at /planner: the link would lead to the 404 page.
    ['Automation', 'Atelier Planner', '/planner', null],
  ])(
    'for %s, links a platform pick to its page here only where the app has it',
    async (task, tool, platformPath, expected) => {
      open({
        'GET /api/ai-tools/recommend': {
          body: makeRecommendation({ tool, platform_path: platformPath, url: undefined }),
        },
      });

      await chooseTask(task);

      const card = await screen.findByRole('region', { name: tool });
      const atelier = within(card).queryByRole('link', { name: 'Open in Atelier' });
      expect(atelier?.getAttribute('href') ?? null).toBe(expected);
      expect(within(card).getByRole('link', { name: 'Try This Tool' }).getAttribute('href')).toBe(
        '/prompt-crafter',
      );
      expect(within(card).queryByRole('link', { name: /Visit/ })).toBeNull();
    },
  );

  it("names the operator's brand on the link to a platform page", async () => {
    open({
      'GET /api/site': { body: { ...DEFAULT_SITE, brand_name: 'Studio Nine' } },
      'GET /api/ai-tools/recommend': {
        body: makeRecommendation({ tool: 'Atelier Search', platform_path: '/search' }),
      },
    });

    await chooseTask('Data Analytics');

    const card = await screen.findByRole('region', { name: 'Atelier Search' });
    expect(
      (await within(card).findByRole('link', { name: 'Open in Studio Nine' })).getAttribute('href'),
    ).toBe('/search');
  });

  it('asks again when another card is chosen, and reuses an answer it already has', async () => {
    const { fetchMock } = open();

    const user = await chooseTask('Code Generation');
    await screen.findByRole('region', { name: 'Claude Code' });
    await user.click(screen.getByRole('radio', { name: 'Automation' }));
    await waitFor(() => expect(recommendUrls(fetchMock)).toHaveLength(2));
    await user.click(screen.getByRole('radio', { name: 'Code Generation' }));

    expect(await screen.findByRole('region', { name: 'Claude Code' })).toBeTruthy();
    expect(recommendUrls(fetchMock)).toEqual([
      '/api/ai-tools/recommend?task_type=code_generation',
      '/api/ai-tools/recommend?task_type=automation',
    ]);
  });

  it('lists the directory with category names and new-tab links, narrowed by the filter', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open();

    const list = await screen.findByRole('list', { name: 'AI tools' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Julius AI (opens in a new tab)',
      'Jasper (opens in a new tab)',
      'DeepL (opens in a new tab)',
    ]);
    const julius = within(items[0]).getByRole('link');
    expect(julius.getAttribute('href')).toBe('https://julius.ai');
    expect(julius.getAttribute('target')).toBe('_blank');
    expect(julius.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(items[0]).getByText('Data Analytics')).toBeTruthy();
    expect(within(items[0]).getByText('Chat with spreadsheets and databases.')).toBeTruthy();

    const filter = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Category' });
    expect(Array.from(filter.options, (option) => option.text)).toEqual([
      'All',
      'Data Analytics',
      'Text Generation',
      'Media Generation',
      'Code Generation',
      'Automation',
      'SEO & Marketing',
      'Translation',
      'Testing',
    ]);

    await user.selectOptions(filter, 'translation');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('DeepL')]);
    expect(screen.getByText('1 tool')).toBeTruthy();

    await user.selectOptions(filter, 'testing');
    expect(screen.queryByRole('list', { name: 'AI tools' })).toBeNull();
    expect(screen.getByText('No tools in this category yet.')).toBeTruthy();

    await user.selectOptions(filter, 'all');
    expect(screen.getByRole('list', { name: 'AI tools' }).children).toHaveLength(3);
    // Filtering happens here: the directory is read once.
    expect(callCount(fetchMock, 'GET /api/ai-tools')).toBe(1);
  });

  it('only logs failed loads, and shows calm notes where the directory and the answer would be', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    open({
      'GET /api/ai-tools': { status: 500, body: { detail: 'Down' } },
      'GET /api/ai-tools/recommend': { status: 500, body: { detail: 'Down' } },
    });

    expect(
      await screen.findByText(/tool directory is unavailable/, {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Failed to load the AI tools directory', expect.anything());
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Category' }).disabled).toBe(
      true,
    );

    await chooseTask('Data Analytics');
    expect(
      await screen.findByText(/No recommendation is available/, {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Failed to load the recommendation', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
    // The cards stay usable after a failure.
    expect(screen.getByRole('radio', { name: 'Data Analytics' })).toHaveProperty('checked', true);
    expect(screen.getByRole('heading', { level: 1, name: 'AI Tool Recommendations' })).toBeTruthy();
  });

  it("asks with the token, and opens the Daily Limit Reached dialog once the day's are used", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchMock } = open({
      'GET /api/ai-tools/recommend': {
        status: 429,
        body: {
          detail: 'Daily limit',
          feature_type: 'ai_recommendations',
          limit: 5,
        },
      },
    });

    const user = await chooseTask('Automation');
    const dialog = await screen.findByRole('dialog', { name: 'Daily Limit Reached' });
    expect(dialog.textContent).toContain(
      "You've reached your daily limit of 5 AI Recommendations for your current plan.",
    );
    expect(within(dialog).getByRole('region', { name: 'Suggested plan' }).textContent).toContain(
      '20 AI Recommendations per day',
    );
    expect(screen.getByText(/used today's AI recommendations/)).toBeTruthy();
    // A refusal is not a failure to log, and is not asked again.
    expect(warn).not.toHaveBeenCalledWith('Failed to load the recommendation', expect.anything());
    expect(recommendUrls(fetchMock)).toHaveLength(1);
    const call = fetchMock.mock.calls.findIndex(
      ([input]) => typeof input === 'string' && input.startsWith('/api/ai-tools/recommend'),
    );
    expect(requestHeaders(fetchMock, call).get('Authorization')).toBe('Bearer test-token');

    await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('ai tool recommendations: language', () => {
  it('reads in the language of the account', async () => {
    const account = makeUser();
    signInAs(
      { ...account, preferences: { ...account.preferences, language: 'es' } },
      {
        'GET /api/ai-tools': { body: { tools: TOOLS } },
        'GET /api/ai-tools/recommend': { body: makeRecommendation() },
      },
    );
    renderApp('/ai-tools', withLandingStubs());

    expect(
      await screen.findByRole('heading', { name: 'Recomendaciones de herramientas de IA' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: '¿Qué quieres hacer?' })).toBeTruthy();
    const directory = screen.getByRole('complementary', { name: 'Directorio de herramientas' });
    expect(await within(directory).findByText('3 herramientas')).toBeTruthy();
    expect(within(directory).getAllByText('Traducción').length).toBeGreaterThan(0);

    const user = userEvent.setup();
    const tasks = screen.getByRole('group', { name: 'Tipo de tarea' });
    await user.click(within(tasks).getByRole('radio', { name: 'Generación de código' }));
    expect(await screen.findByText('Recomendada para Generación de código')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Probar esta herramienta/ })).toBeTruthy();
  });
});
