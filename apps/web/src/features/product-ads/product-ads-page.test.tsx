import type { ProductImageAdResponse, ProductVideoAdResponse } from '@atelier/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { withLandingStubs } from '../../test/account-fixtures';
import { makeUser } from '../../test/fixtures';
import type { MockRoutes } from '../../test/mock-api';
import { preloadPage, renderApp } from '../../test/render-app';
import { sentBodies } from '../../test/requests';
import { signInAs } from '../../test/sign-in';
import { creationApi } from '../../test/creation-fixtures';

const charged = {
  job_id: 'job-1',
  engine: 'local' as const,
  model: 'local-ad-composer-1',
  note: 'Composed locally',
  generation_time: 1,
  prompt: 'Night oil',
};

function open(routes: MockRoutes = {}) {
  const fetchMock = signInAs(makeUser({ credits: 5 }), creationApi(routes, 5));
  renderApp('/product-ads', withLandingStubs());
  return fetchMock;
}

const png = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'bottle.png', { type: 'image/png' });
const panel = () => within(screen.getByRole('tabpanel'));

beforeAll(async () => {
  await preloadPage('/product-ads');
});

describe('product ads page', () => {
  it('asks for both a photo and a description, then makes the video ad and reports the charge', async () => {
    const user = userEvent.setup();
    const video: ProductVideoAdResponse = {
      success: true,
      video_url: '/api/media/generations/u/j/out-0.mp4?sig=a',
      download_url: '/d',
      download_name: 'ad.mp4',
      duration: 5,
      width: 960,
      height: 540,
      credits_used: 0.4062,
      remaining_credits: 4.5938,
      ...charged,
    };
    const fetchMock = open({ 'POST /api/product-ads/video/generate': { body: video } });
    await screen.findByRole('heading', { name: 'Product Ads' });
    expect(panel().getByText('0.4062 credits')).toBeTruthy();
    await user.click(panel().getByRole('button', { name: 'Generate Video Ad' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please provide both a product image and description.',
    );
    await user.upload(panel().getByLabelText(/Upload an image/), png());
    await user.type(panel().getByRole('textbox', { name: 'Product description' }), 'Night oil');
    await user.click(panel().getByRole('button', { name: 'Generate Video Ad' }));
    await screen.findByRole('region', { name: 'Video ad' });
    expect(
      await screen.findByText('Video ad generated! Credits used: 0.4062. Remaining credits: 4.59'),
    ).toBeTruthy();
    const [body] = sentBodies(fetchMock, 'POST /api/product-ads/video/generate') as Array<{
      product_image: string;
    }>;
    expect(body).toMatchObject({ user_description: 'Night oil' });
    expect(body?.product_image).toMatch(/^data:image\/png;base64,/);
  });

  it('sends the image ad brief, with a custom style revealed and required', async () => {
    const user = userEvent.setup();
    const ads: ProductImageAdResponse = {
      success: true,
      image_urls: ['/api/media/a.png', '/api/media/b.png'],
      downloads: [
        { url: '/d/a', name: 'a.png' },
        { url: '/d/b', name: 'b.png' },
      ],
      num_variations: 2,
      concepts: ['Night Oil: calm', 'Meet the Night Oil: calm'],
      credits_used: 0.10832,
      remaining_credits: 4.89,
      ...charged,
    };
    const fetchMock = open({ 'POST /api/product-ads/image/generate': { body: ads } });
    await user.click(await screen.findByRole('tab', { name: 'Image Ad' }));
    await user.click(panel().getByRole('button', { name: 'Generate Image Ad' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please provide a product image.',
    );

    await user.type(
      panel().getByLabelText('or a link to an image'),
      'https://shop.example/bottle.png',
    );
    await user.selectOptions(panel().getByRole('combobox', { name: 'Number of variations' }), '2');
    expect(panel().getByText('0.1083 credits')).toBeTruthy();
    expect(panel().getByRole('textbox', { name: 'Target audience' })).toHaveProperty(
      'value',
      'general consumers',
    );
    await user.selectOptions(panel().getByRole('combobox', { name: 'Ad style' }), 'custom');
    await user.click(panel().getByRole('button', { name: 'Generate Image Ad' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Please describe your custom ad style.',
    );
    await user.type(panel().getByRole('textbox', { name: 'Your ad style' }), 'Sunlit terrace');
    await user.click(panel().getByRole('button', { name: 'Generate Image Ad' }));
    const result = within(await screen.findByRole('region', { name: 'Image ad' }));
    expect(result.getAllByRole('img')).toHaveLength(2);
    expect(result.getByRole('button', { name: 'Download variation 2' })).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/product-ads/image/generate')[0]).toEqual({
      product_image_url: 'https://shop.example/bottle.png',
      num_prompts: 2,
      product_description: '',
      target_audience: 'general consumers',
      ad_style: 'custom',
      custom_style: 'Sunlit terrace',
    });
  });

  it.each([
    ['Image Ad', 'image', 'image_concepts', 5, 'Image Concepts'],
    ['Video Ad', 'video', 'video_concepts', 3, 'Video Concepts'],
  ] as const)(
    "opens the Daily Limit Reached dialog when the day's are used (%s)",
    async (tab, path, feature_type, limit, name) => {
      const user = userEvent.setup();
      open({
        [`POST /api/product-ads/${path}/generate`]: {
          status: 429,
          body: { detail: 'Daily limit', feature_type, limit },
        },
      });
      await user.click(await screen.findByRole('tab', { name: tab }));
      await user.type(
        panel().getByLabelText('or a link to an image'),
        'https://shop.example/bottle.png',
      );
      await user.type(panel().getByRole('textbox', { name: 'Product description' }), 'Night oil');
      await user.click(panel().getByRole('button', { name: `Generate ${tab}` }));

      const dialog = await screen.findByRole('dialog', { name: 'Daily Limit Reached' });
      expect(dialog.textContent).toContain(
        `You've reached your daily limit of ${limit} ${name} for your current plan.`,
      );
      expect(within(dialog).getByRole('region', { name: 'Suggested plan' }).textContent).toContain(
        `15 ${name} per day`,
      );
      // The refusal is the dialog's to tell, not an error banner's.
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});

describe('product ads page: language', () => {
  it('reads in the language of the account', async () => {
    const user = userEvent.setup();
    const account = makeUser({ credits: 5 });
    signInAs(
      { ...account, preferences: { ...account.preferences, language: 'es' } },
      creationApi({}, 5),
    );
    renderApp('/product-ads', withLandingStubs());

    expect(await screen.findByRole('heading', { name: 'Anuncios de productos' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Anuncio en vídeo' })).toBeTruthy();
    expect(panel().getByRole('button', { name: 'Generar anuncio en vídeo' })).toBeTruthy();
    await user.click(panel().getByRole('button', { name: 'Generar anuncio en vídeo' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Añade una imagen y una descripción del producto.',
    );
    await user.click(screen.getByRole('tab', { name: 'Anuncio de imagen' }));
    expect(panel().getByRole('combobox', { name: 'Estilo del anuncio' })).toBeTruthy();
    expect(panel().getByRole('option', { name: 'Moderno y limpio' })).toBeTruthy();
  });
});
