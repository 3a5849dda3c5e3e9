import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withLandingStubs } from '../../../test/account-fixtures';
import { makeUser } from '../../../test/fixtures';
import type { MockRoutes } from '../../../test/mock-api';
import { recordCreditsUpdated } from '../../../test/payments';
import { preloadPage, renderApp } from '../../../test/render-app';
import { sentBodies } from '../../../test/requests';
import { signInAs } from '../../../test/sign-in';
import { creationApi, makeImageAnswer, makeImageModels } from '../../../test/creation-fixtures';

function open(routes: MockRoutes = {}, credits = 12.3456, language: 'en' | 'es' = 'en') {
  const user = makeUser({ credits, image_credits: credits });
  const fetchMock = signInAs(
    { ...user, preferences: { ...user.preferences, language } },
    creationApi(routes, credits),
  );
  const view = renderApp('/image-generation', withLandingStubs());
  return { fetchMock, ...view };
}

async function promptBox() {
  return screen.findByRole('textbox', { name: 'Image prompt' });
}

// The workspace's other tools are not under test here.
vi.mock('../text/text-tab', () => ({ TextTab: () => null }));
vi.mock('../prompt-builder/prompt-builder-tab', () => ({ PromptBuilderTab: () => null }));

beforeAll(async () => {
  await preloadPage('/image-generation');
});

describe('image tab', () => {
  it('shows only the image tool on /image-generation, with the free mode chosen', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'AI Image Generation' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Free' }).checked).toBe(true);
    // Free needs no options.
    expect(screen.queryByRole('combobox', { name: 'Resolution' })).toBeNull();
  });

  it('refuses a blank prompt with the spec message and keeps the button disabled', async () => {
    const { fetchMock } = open();
    const box = await promptBox();
    const generate = screen.getByRole<HTMLButtonElement>('button', { name: 'Generate Image' });
    expect(generate.disabled).toBe(true);

    await userEvent.type(box, '   ');
    expect(generate.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });

    expect(await screen.findByText('Please enter an image prompt.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/generate-image-free')).toHaveLength(0);
  });

  it('disables the paid modes below their minimum balance and points to the credits page', async () => {
    const user = userEvent.setup();
    open({}, 0.05);
    await user.type(await promptBox(), 'A red fox');
    await user.click(screen.getByRole('radio', { name: 'Ultra' }));

    // 0.05 covers Ultra (0.0325)...
    const ultra = screen.getByRole<HTMLButtonElement>('button', { name: 'Generate Image' });
    expect(ultra.disabled).toBe(false);
    expect(screen.getByText('0.0325 credits')).toBeTruthy();

    // ...but not Ultra Pro (0.052).
    await user.click(screen.getByRole('radio', { name: 'Ultra Pro' }));
    const pro = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Insufficient Credits - Buy More',
    });
    expect(pro.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      '/subscription',
    );
  });

  it('drops the balance by the estimate at once and restores it when the call fails', async () => {
    const user = userEvent.setup();
    let fail: (value: { status: number; body: unknown }) => void = () => undefined;
    const { fetchMock } = open(
      {
        'POST /api/generate-image': () => new Promise((resolve) => (fail = resolve)),
      },
      1.5,
    );
    const credits = recordCreditsUpdated();
    await user.type(await promptBox(), 'A red fox');
    await user.click(screen.getByRole('radio', { name: 'Ultra Pro' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Resolution' }), 'hd');
    expect(screen.getByText('0.0780 credits')).toBeTruthy();
    await waitFor(() => expect(credits).toContain(1.5));

    await user.click(screen.getByRole('button', { name: 'Generate Image' }));

    // Spec: the shown balance drops by the estimate (0.04 for ultra_pro) before the answer.
    expect(await screen.findByText('1.46')).toBeTruthy();
    expect(credits.at(-1)).toBe(1.46);
    expect(screen.getByText(/about 10-15 seconds/)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/generate-image')).toEqual([
      {
        prompt: 'A red fox',
        model_type: 'ultra_pro',
        resolution: 'hd',
        quality: 'balanced',
        aspect_ratio: '1:1',
        caption: false,
      },
    ]);
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/generate-image');
    const headers = new Headers(post?.[1]?.headers);
    expect(headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/);

    fail({ status: 503, body: { detail: 'The image provider is unavailable.' } });

    expect((await screen.findByRole('alert')).textContent).toContain(
      'The image provider is unavailable.',
    );
    await waitFor(() => expect(credits.slice(-2)).toEqual([1.5, 1.5]));
    expect(await screen.findByText('1.50')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Generated image' })).toBeNull();
  });

  it('shows the result with its facts, and a local engine badge when a local engine made it', async () => {
    const user = userEvent.setup();
    const answer = makeImageAnswer({
      engine: 'local',
      model: 'local-canvas',
      note: 'Made by the local image renderer: not an AI image.',
      remaining_credits: 12.3456,
    });
    const { fetchMock } = open({
      'GET /api/image-models': { body: makeImageModels('local') },
      'POST /api/generate-image-free': { body: answer },
    });
    await user.type(await promptBox(), 'A red fox in the snow');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));

    const result = within(await screen.findByRole('region', { name: 'Generated image' }));
    expect(result.getByText('Local engine')).toBeTruthy();
    expect(result.getByRole('img').getAttribute('src')).toBe(answer.image_url);
    expect(result.getByRole('img').className).toContain('max-h-[600px]');
    expect(result.getByText('0.0000')).toBeTruthy();
    expect(result.getByText('12.35')).toBeTruthy();
    expect(result.getByText('6.4 s')).toBeTruthy();
    expect(result.getByText(answer.note)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/generate-image-free')).toEqual([
      { prompt: 'A red fox in the snow', model_type: 'free', caption: false },
    ]);
    // The mode cards say the same before anything is generated.
    expect(screen.getAllByText('Local engine').length).toBeGreaterThan(1);
  });

  it('says "Your server" where a model on the operator\'s own server made the image', async () => {
    const user = userEvent.setup();
    open({
      'GET /api/image-models': { body: makeImageModels('self_hosted') },
      'POST /api/generate-image-free': {
        body: makeImageAnswer({ engine: 'self_hosted', model: 'sdxl-base-1.0' }),
      },
    });
    await user.type(await promptBox(), 'A red fox in the snow');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));

    const result = within(await screen.findByRole('region', { name: 'Generated image' }));
    expect(result.getByText('Your server')).toBeTruthy();
    expect(result.queryByText('Local engine')).toBeNull();
    // The mode cards say it too, before anything is generated.
    expect(screen.getAllByText('Your server').length).toBeGreaterThan(1);
  });

  it('asks the local renderer for a caption when the box is ticked', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({
      'GET /api/image-models': { body: makeImageModels('local') },
      'POST /api/generate-image-free': { body: makeImageAnswer({ engine: 'local' }) },
    });
    await user.type(await promptBox(), 'A red fox');
    await user.click(screen.getByRole('checkbox', { name: /caption/ }));
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    await screen.findByRole('region', { name: 'Generated image' });
    expect(sentBodies(fetchMock, 'POST /api/generate-image-free')).toEqual([
      { prompt: 'A red fox', model_type: 'free', caption: true },
    ]);
  });

  it('reports an answer without an image URL in the spec words', async () => {
    const user = userEvent.setup();
    open({ 'POST /api/generate-image-free': { body: { success: true } } });
    await user.type(await promptBox(), 'A red fox');
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Invalid response from server - no image URL received',
    );
  });

  it('reads in the language of the account', async () => {
    const user = userEvent.setup();
    // The local renderer's note (apps/server/.../local-notes.ts), which the page knows in Spanish.
    const answer = makeImageAnswer({
      remaining_credits: 12.3456,
      note: 'Made by the local image renderer because no image provider is configured: a deterministic illustration of the colours and subjects in your prompt, not an AI image.',
    });
    open({ 'POST /api/generate-image-free': { body: answer } }, 12.3456, 'es');

    expect(
      await screen.findByRole('heading', { name: 'Generación de imágenes con IA' }),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Gratis' }).checked).toBe(true);
    expect(screen.getByText('Gratis: no gasta créditos.')).toBeTruthy();
    await user.type(
      await screen.findByRole('textbox', { name: 'Prompt de imagen' }),
      'Un zorro rojo',
    );
    await user.click(screen.getByRole('button', { name: 'Generar imagen' }));

    const result = within(await screen.findByRole('region', { name: 'Imagen generada' }));
    expect(result.getByRole('heading', { name: 'Tu imagen' })).toBeTruthy();
    expect(result.getByText('Modelo:')).toBeTruthy();
    expect(result.getByText('12,35')).toBeTruthy();
    expect(result.getByRole('button', { name: 'Descargar' })).toBeTruthy();
    expect(result.getByRole('button', { name: /^Optimizar/ })).toBeTruthy();
    expect(result.getByText(/^Creado por el renderizador de imágenes local/)).toBeTruthy();
  });
});
