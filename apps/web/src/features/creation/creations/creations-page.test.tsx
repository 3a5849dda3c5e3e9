import type { GenerationsResponse, Job } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withLandingStubs } from '../../../test/account-fixtures';
import { makeUser } from '../../../test/fixtures';
import type { MockRoutes } from '../../../test/mock-api';
import { preloadPage, renderApp } from '../../../test/render-app';
import { callCount, sentBodies } from '../../../test/requests';
import { signInAs } from '../../../test/sign-in';
import { creationApi, makeJob, makeOptimizeAnswer } from '../../../test/creation-fixtures';

vi.mock('../text/text-tab', () => ({ TextTab: () => null }));
vi.mock('../prompt-builder/prompt-builder-tab', () => ({ PromptBuilderTab: () => null }));

const IMAGE = makeJob();
const VIDEO = makeJob({
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'video',
  tool: 'video',
  tier: 'ultra_pro',
  status: 'failed',
  progress: 20,
  prompt: 'A paper boat on a rainy street',
  input: { model_type: 'ultra_pro', duration: 6, resolution: '768P', fps: 24, seed: 7 },
  cost: 0.3656,
  engine: null,
  model: null,
  outputs: [],
  error: 'The video provider is unavailable.',
  error_status: 503,
});
const ANALYSIS = makeJob({
  id: '00000000-0000-4000-8000-000000000003',
  kind: 'analysis',
  tool: 'analysis',
  tier: null,
  prompt: 'A red fox in the snow',
  input: { output_type: 'image' },
  cost: 0.005,
  engine: 'local',
  model: 'local-analysis',
  outputs: [],
  result: makeOptimizeAnswer(),
});

function page(generations: Job[], overrides: Partial<GenerationsResponse> = {}) {
  return {
    generations,
    page: 1,
    total_pages: 1,
    total: generations.length,
    has_next: false,
    has_prev: false,
    ...overrides,
  };
}

function open(routes: MockRoutes = {}, language: 'en' | 'es' = 'en') {
  const user = makeUser();
  const fetchMock = signInAs(
    { ...user, preferences: { ...user.preferences, language } },
    creationApi(routes),
  );
  renderApp('/creations', withLandingStubs());
  return fetchMock;
}

function listUrls(fetchMock: ReturnType<typeof open>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => (typeof input === 'string' ? input : ''))
    .filter((url) => url.startsWith('/api/generations?'));
}

beforeAll(async () => {
  await preloadPage('/creations');
});

describe('my creations', () => {
  it('lists creations newest first with previews, status, cost and engine', async () => {
    const fetchMock = open({ 'GET /api/generations': { body: page([IMAGE, VIDEO, ANALYSIS]) } });

    const list = await screen.findByRole('list', { name: 'Creations' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);

    const image = within(cards[0]);
    expect(image.getByRole('img').getAttribute('src')).toBe(IMAGE.outputs[0].url);
    expect(image.getByText('Done')).toBeTruthy();
    expect(image.getByText(/0\.0488 credits/)).toBeTruthy();
    expect(image.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(image.getByRole('button', { name: 'Re-run' })).toBeTruthy();

    const video = within(cards[1]);
    expect(video.getByText('Failed')).toBeTruthy();
    expect(video.getByText('The video provider is unavailable.')).toBeTruthy();
    expect(video.getByText(/Not charged/)).toBeTruthy();
    expect(video.getByText('Video (Ultra Pro)')).toBeTruthy();
    expect(video.queryByRole('button', { name: 'Download' })).toBeNull();

    const analysis = within(cards[2]);
    expect(analysis.getByText(/Match score 72%\. The snow is faint\./)).toBeTruthy();
    expect(analysis.getByText('Local engine')).toBeTruthy();
    expect(analysis.queryByRole('button', { name: 'Re-run' })).toBeNull();

    expect(listUrls(fetchMock)).toEqual(['/api/generations?page=1&per_page=12']);
  });

  it('offers Re-run only once a creation has finished', async () => {
    open({
      'GET /api/generations': {
        body: page([{ ...IMAGE, status: 'running', progress: 40, outputs: [] }]),
      },
    });

    const list = await screen.findByRole('list', { name: 'Creations' });
    const card = within(within(list).getAllByRole('listitem')[0]);
    expect(card.getByText('Running 40%')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Re-run' })).toBeNull();
    expect(card.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('filters by kind and pages through', async () => {
    const user = userEvent.setup();
    const fetchMock = open({
      'GET /api/generations': {
        body: page([IMAGE], { total_pages: 3, total: 30, has_next: true }),
      },
    });
    await screen.findByRole('list', { name: 'Creations' });

    await user.click(screen.getByRole('button', { name: 'Videos' }));
    expect(screen.getByRole('button', { name: 'Videos' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(await screen.findByRole('button', { name: 'Next' }));

    await waitFor(() =>
      expect(listUrls(fetchMock)).toEqual([
        '/api/generations?page=1&per_page=12',
        '/api/generations?page=1&per_page=12&kind=video',
        '/api/generations?page=2&per_page=12&kind=video',
      ]),
    );
  });

  it('deletes a creation only after the confirmation, then refreshes the list', async () => {
    const user = userEvent.setup();
    let remaining = [IMAGE, VIDEO];
    const fetchMock = open({
      'GET /api/generations': () => ({ body: page(remaining) }),
      [`DELETE /api/generations/${IMAGE.id}`]: () => {
        remaining = [VIDEO];
        return { status: 204 };
      },
    });
    const list = await screen.findByRole('list', { name: 'Creations' });
    const first = within(list).getAllByRole('listitem')[0];

    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this creation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callCount(fetchMock, `DELETE /api/generations/${IMAGE.id}`)).toBe(0);

    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this creation?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(callCount(fetchMock, `DELETE /api/generations/${IMAGE.id}`)).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("re-runs an image with its tool's endpoint and settings, without the seed", async () => {
    const user = userEvent.setup();
    const fetchMock = open({
      'GET /api/generations': { body: page([IMAGE, VIDEO]) },
      'POST /api/generate-image': {
        status: 202,
        body: {
          job_id: 'j',
          status: 'queued',
          detail: 'Started',
          events_url: '/api/jobs/j/events',
        },
      },
      'POST /api/generate-video': {
        status: 202,
        body: {
          job_id: 'k',
          status: 'queued',
          detail: 'Started',
          events_url: '/api/jobs/k/events',
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Creations' });
    const [image, video] = within(list).getAllByRole('listitem');

    await user.click(within(image).getByRole('button', { name: 'Re-run' }));
    await user.click(within(video).getByRole('button', { name: 'Re-run' }));

    await waitFor(() => expect(callCount(fetchMock, 'POST /api/generate-video')).toBe(1));
    expect(sentBodies(fetchMock, 'POST /api/generate-image')).toEqual([
      {
        prompt: IMAGE.prompt,
        model_type: 'ultra',
        resolution: 'hd',
        quality: 'high',
        aspect_ratio: '16:9',
      },
    ]);
    // Only Ultra takes a frame rate.
    expect(sentBodies(fetchMock, 'POST /api/generate-video')).toEqual([
      { prompt: VIDEO.prompt, model_type: 'ultra_pro', duration: 6, resolution: '768P' },
    ]);
    expect(await screen.findAllByText(/Re-run started/)).not.toHaveLength(0);
  });

  it("shows reimagine creations by their tool's name, with no re-run (their files are not sent again)", async () => {
    const edit = makeJob({
      id: '00000000-0000-4000-8000-000000000004',
      tool: 'reimagine-image',
      tier: 'image_modification',
      input: { tool_type: 'image_modification' },
    });
    const question = makeJob({
      id: '00000000-0000-4000-8000-000000000005',
      kind: 'analysis',
      tool: 'reimagine-analysis',
      tier: 'style_analysis',
      outputs: [],
      result: { analysis: 'Main colours: blue and red.' },
    });
    open({ 'GET /api/generations': { body: page([edit, question]) } });
    const list = await screen.findByRole('list', { name: 'Creations' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('Image (Image Modification)');
    expect(within(first).queryByRole('button', { name: /Re-run/ })).toBeNull();
    expect(second?.textContent).toContain('Analysis (Style Analysis)');
    expect(second?.textContent).toContain('Main colours: blue and red.');
  });

  it('reads in the language of the account', async () => {
    open({ 'GET /api/generations': { body: page([IMAGE, VIDEO, ANALYSIS]) } }, 'es');

    expect(await screen.findByRole('heading', { name: 'Mis creaciones' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Creaciones' });
    const cards = within(list).getAllByRole('listitem');
    expect(within(cards[0]).getByText('Listo')).toBeTruthy();
    expect(within(cards[0]).getByRole('button', { name: 'Descargar' })).toBeTruthy();
    expect(within(cards[1]).getByText('Vídeo (Ultra Pro)')).toBeTruthy();
    expect(within(cards[1]).getByText(/Sin cargo/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imágenes' })).toBeTruthy();
  });
});
