import { VIDEO_SPEED_BY_ENGINE } from '@atelier/contract';
import type { EngineName, VideoModelsResponse } from '@atelier/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withLandingStubs } from '../../../test/account-fixtures';
import { makeUser } from '../../../test/fixtures';
import type { MockRoutes } from '../../../test/mock-api';
import { preloadPage, renderApp } from '../../../test/render-app';
import { sentBodies } from '../../../test/requests';
import { signInAs } from '../../../test/sign-in';
import { creationApi, makeVideoAnswer, makeVideoModels } from '../../../test/creation-fixtures';

// The workspace's other tools are not under test here.
vi.mock('../text/text-tab', () => ({ TextTab: () => null }));
vi.mock('../prompt-builder/prompt-builder-tab', () => ({ PromptBuilderTab: () => null }));

function open(routes: MockRoutes = {}, credits = 12.3456, language: 'en' | 'es' = 'en') {
  const user = makeUser({ credits, image_credits: credits });
  const fetchMock = signInAs(
    { ...user, preferences: { ...user.preferences, language } },
    creationApi(routes, credits),
  );
  const view = renderApp('/video-generation', withLandingStubs());
  return { fetchMock, ...view };
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

/** The tiers as GET /api/video-models lists them when `engines` serve them (catalogue.ts). */
function servedBy(engines: Record<string, EngineName>): VideoModelsResponse {
  const { models } = makeVideoModels();
  for (const [tier, engine] of Object.entries(engines)) {
    const model = models[tier];
    models[tier] = {
      ...model,
      engine,
      speed: engine === 'provider' ? model.speed : VIDEO_SPEED_BY_ENGINE[engine],
    };
  }
  return { models };
}

/** A tier's card: its name, then what it is and how long it takes. */
const tierCard = (name: string) => screen.getByRole('radio', { name }).closest('label');

beforeAll(async () => {
  await preloadPage('/video-generation');
});

describe('video tab', () => {
  it("takes the new tier's choices, keeping what it offers and defaulting the rest", async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('textbox', { name: 'Video prompt' });

    // Ultra: the spec's defaults (6 s, 768P, 24 fps), a choice of resolutions and a frame rate.
    expect(select('Duration').value).toBe('6');
    expect(select('Resolution').value).toBe('768P');
    expect(select('Frame rate').value).toBe('24');
    await user.selectOptions(select('Duration'), '8');
    await user.selectOptions(select('Resolution'), '512P');
    await user.selectOptions(select('Frame rate'), '30');

    // Ultra Pro offers no 8 s and no frame rate: its defaults stand in; 512P it keeps.
    await user.click(screen.getByRole('radio', { name: 'Ultra Pro' }));
    expect(select('Duration').value).toBe('6');
    expect(select('Resolution').value).toBe('512P');
    expect(
      within(select('Duration'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['6 seconds', '10 seconds']);
    expect(screen.queryByRole('combobox', { name: 'Frame rate' })).toBeNull();

    // Ultra Max keeps the 6 s it offers; its only resolution is 1080P.
    await user.click(screen.getByRole('radio', { name: 'Ultra Max' }));
    expect(select('Duration').value).toBe('6');
    expect(select('Resolution').value).toBe('1080P');

    // Back on Ultra: 6 s is kept, 1080P is not offered; the frame rate is the default again.
    await user.click(screen.getByRole('radio', { name: 'Ultra' }));
    expect(select('Duration').value).toBe('6');
    expect(select('Resolution').value).toBe('768P');
    expect(select('Frame rate').value).toBe('24');
  });

  it('sends the frame rate only for ultra, and shows the cost from the tier', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({
      'POST /api/generate-video': { body: makeVideoAnswer({ remaining_credits: 12.31 }) },
    });
    const prompt = await screen.findByRole('textbox', { name: 'Video prompt' });
    await user.type(prompt, 'A paper boat on a rainy street');
    // 6 s x 0.00525 x 1.354
    expect(screen.getByText('0.0427 credits')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    const result = within(await screen.findByRole('region', { name: 'Generated video' }));
    expect(result.getByLabelText(/^Video:/).getAttribute('src')).toBe(makeVideoAnswer().video_url);

    await user.click(screen.getByRole('radio', { name: 'Ultra Pro' }));
    // 6 s x 0.045 x 1.354 at 768P
    expect(screen.getByText('0.3656 credits')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    await screen.findByRole('region', { name: 'Generated video' });

    expect(sentBodies(fetchMock, 'POST /api/generate-video')).toEqual([
      {
        prompt: 'A paper boat on a rainy street',
        model_type: 'ultra',
        duration: 6,
        resolution: '768P',
        fps: 24,
      },
      {
        prompt: 'A paper boat on a rainy street',
        model_type: 'ultra_pro',
        duration: 6,
        resolution: '768P',
      },
    ]);
  });

  it('disables generating when the balance is below the cost, with the spec message', async () => {
    const user = userEvent.setup();
    open({}, 0.03);
    await user.type(await screen.findByRole('textbox', { name: 'Video prompt' }), 'A boat');

    expect(screen.getByRole('alert').textContent).toContain(
      'Insufficient credits. Please purchase more credits to generate this video.',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Generate Video' }).disabled).toBe(
      true,
    );
  });

  it('refuses a blank prompt with the spec message', async () => {
    const user = userEvent.setup();
    open();
    const prompt = await screen.findByRole('textbox', { name: 'Video prompt' });
    await user.type(prompt, '  {Control>}{Enter}{/Control}');

    expect(await screen.findByText('Please enter a video prompt.')).toBeTruthy();
  });

  it('reads in the language of the account', async () => {
    open({}, 12.3456, 'es');

    expect(await screen.findByRole('heading', { name: 'Generación de vídeo con IA' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Crea un vídeo' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Prompt de vídeo' })).toBeTruthy();
    expect(select('Duración').value).toBe('6');
    expect(screen.getByRole('option', { name: '6 segundos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generar vídeo' })).toBeTruthy();
  });

  it('says how long each tier takes by what serves it: the provider, this server, or the operator’s', async () => {
    open({
      'GET /api/video-models': {
        body: servedBy({ ultra: 'local', ultra_pro: 'self_hosted', ultra_max: 'provider' }),
      },
    });
    await screen.findByRole('textbox', { name: 'Video prompt' });
    expect((await screen.findByText(/About 5-30 seconds/)).textContent).toContain(
      'About 5-30 seconds.',
    );
    expect(tierCard('Ultra')?.textContent).toContain('About 5-30 seconds.');
    expect(tierCard('Ultra Pro')?.textContent).toContain('Depends on your server.');
    expect(tierCard('Ultra Max')?.textContent).toContain('About 3-4 minutes.');
  });

  it.each([
    ['local', 'Generating your Ultra video locally... This usually takes about 5-30 seconds.'],
    [
      'self_hosted',
      'Generating your Ultra video on your server... How long it takes depends on the server. You can keep working; it will appear in My creations.',
    ],
    ['provider', 'Generating your Ultra video... This usually takes about 12 seconds.'],
  ] as const)('while a tier %s serves renders, promises only what it can', async (engine, said) => {
    const user = userEvent.setup();
    open({
      'GET /api/video-models': { body: servedBy({ ultra: engine }) },
      'POST /api/generate-video': () => new Promise(() => undefined),
    });
    const prompt = await screen.findByRole('textbox', { name: 'Video prompt' });
    await screen.findByText(engine === 'provider' ? /About 12 seconds/ : /Depends|5-30/);
    await user.type(prompt, 'A paper boat');
    await user.click(screen.getByRole('button', { name: 'Generate Video' }));
    expect(await screen.findByText(said)).toBeTruthy();
  });

  it('says the engines’ timings in the language of the account', async () => {
    const user = userEvent.setup();
    open(
      {
        'GET /api/video-models': { body: servedBy({ ultra: 'local', ultra_pro: 'self_hosted' }) },
        'POST /api/generate-video': () => new Promise(() => undefined),
      },
      12.3456,
      'es',
    );
    const prompt = await screen.findByRole('textbox', { name: 'Prompt de vídeo' });
    expect((await screen.findByText(/Unos 5-30 segundos/)).textContent).toContain(
      'Unos 5-30 segundos.',
    );
    expect(tierCard('Ultra Pro')?.textContent).toContain('Depende de tu servidor.');
    await user.type(prompt, 'Un barco');
    await user.click(screen.getByRole('button', { name: 'Generar vídeo' }));
    expect(
      await screen.findByText(
        'Generando tu vídeo Ultra en local... Suele tardar unos 5-30 segundos.',
      ),
    ).toBeTruthy();
  });
});
