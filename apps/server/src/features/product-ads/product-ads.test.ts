import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  MESSAGES,
  type ProductAdOptimizeResponse,
  type ProductImageAdResponse,
  type ProductVideoAdResponse,
  type QuoteResponse,
  type UsageResponse,
} from '@atelier/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaInputs } from '../../db/schema';
import { probeVideo } from '../../lib/ffmpeg';
import { apiClient } from '../../../test/helpers/api-client';
import { startOpenAiDouble, type OpenAiDouble } from '../../../test/helpers/openai-double';
import { startReplicateDouble, type ReplicateDouble } from '../../../test/helpers/replicate-double';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { anyCode } from '../../../test/helpers/error-code';

/** A product photo: a bottle-shaped dark rectangle on white. */
const productPhoto = () =>
  sharp({ create: { width: 400, height: 600, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: { create: { width: 160, height: 420, channels: 3, background: '#1e3a8a' } },
        left: 120,
        top: 120,
      },
    ])
    .jpeg()
    .toBuffer();

async function startSite(photo: Buffer) {
  const server = createServer((request, response) => {
    if (request.url === '/bottle.jpg') return void response.end(photo);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/bottle.jpg`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

describe('product ads with the local engines', () => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof startSite>>;
  let photo: Buffer;
  beforeAll(async () => {
    photo = await productPhoto();
    site = await startSite(photo);
    t = await createTestApp({ env: { MEDIA_FETCH_ALLOW: site.host } });
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });
  const { signedIn, post, get, balance } = apiClient(() => t);

  it('makes three image ad variations from the query, as the spec sends it, with no body', async () => {
    const { headers } = await signedIn(1);
    const quote = await post('/api/quote', headers, { tool: 'product_image_ad', num_prompts: 3 });
    expect(quote.json<QuoteResponse>().cost).toBe(0.16248);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/product-ads/image/generate?${query({
        product_image_url: site.url,
        num_prompts: '3',
        product_description: 'Midnight serum, a calming night oil',
        target_audience: 'busy professionals',
        ad_style: 'luxury and elegant',
      })}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ProductImageAdResponse>();
    expect(body).toMatchObject({
      num_variations: 3,
      engine: 'local',
      credits_used: 0.16248,
      remaining_credits: 0.83752,
    });
    expect(body.note).toContain('Not an AI image');
    expect(new Set(body.concepts).size).toBe(3);
    expect(body.concepts[0]).toContain('Midnight Serum');
    expect(body.concepts[0]).toContain('busy professionals');
    const files = await Promise.all(
      body.image_urls.map(async (url) => (await get(url, headers)).rawPayload),
    );
    for (const file of files) {
      expect(await sharp(file).metadata()).toMatchObject({
        width: 1024,
        height: 1024,
        format: 'png',
      });
    }
    expect(files[0]?.equals(files[1])).toBe(false);
    expect(await balance(headers)).toBe(0.83752);
  });

  it.each(['7', '0', 'two', '1.5'])(
    'falls back to one variation for num_prompts=%s',
    async (count) => {
      const { headers } = await signedIn(1);
      const response = await post(
        `/api/product-ads/image/generate?${query({ num_prompts: count })}`,
        headers,
        { product_image_url: site.url },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<ProductImageAdResponse>()).toMatchObject({
        num_variations: 1,
        credits_used: 0.05416,
      });
      expect(response.json<ProductImageAdResponse>().concepts[0]).toContain('general consumers');
    },
  );

  it.each([
    [{}, 'Please provide a product image.'],
    [{ product_image_url: 'SITE', ad_style: 'custom' }, 'Please describe your custom ad style.'],
    [{ product_image_url: 'SITE', ad_style: 'grunge' }, 'ad_style must be one of modern and clean'],
    [{ product_image_url: 'http://10.0.0.5/bottle.jpg' }, 'URL not allowed'],
  ])('refuses an image ad of %j, charging nothing', async (payload, message) => {
    const { headers } = await signedIn(1);
    const body = JSON.parse(JSON.stringify(payload).replace('SITE', site.url)) as object;
    const response = await post('/api/product-ads/image/generate', headers, body);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json<{ detail: string }>().detail).toContain(message);
    expect(await balance(headers)).toBe(1);
  });

  it('makes a 5-second video ad from an uploaded photo and a description', async () => {
    const { headers } = await signedIn(1);
    const missing = await post('/api/product-ads/video/generate', headers, {
      product_image: `data:image/jpeg;base64,${photo.toString('base64')}`,
      user_description: '   ',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      detail: 'Please provide both a product image and description.',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/product-ads/video/generate?${query({
        product_image_url: site.url,
        user_description: 'A calming night oil in a blue bottle',
      })}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ProductVideoAdResponse>();
    expect(body).toMatchObject({ engine: 'local', credits_used: 0.4062, width: 960, height: 540 });
    const info = await probeVideo((await get(body.video_url, headers)).rawPayload);
    expect(info.duration).toBeLessThanOrEqual(5.05);
    expect(info.duration).toBeGreaterThan(4.5);
  });

  it('optimises an ad with the product names, and asks for the ad first', async () => {
    const { headers } = await signedIn(1);
    const noVideo = await post('/api/product-ads/video/optimize', headers, {
      prompt: 'night oil',
      output_type: 'product_video',
    });
    expect(noVideo.statusCode).toBe(422);
    expect(noVideo.json<{ detail: string }>().detail).toContain(
      'Please generate a video ad first.',
    );
    const noImage = await post('/api/product-ads/image/optimize', headers, {
      prompt: 'night oil',
      output_type: 'product_image',
      output_url: '',
    });
    expect(noImage.json<{ detail: string }>().detail).toContain('Invalid image URL');

    const ad = (
      await post('/api/product-ads/image/generate', headers, {
        product_image_url: site.url,
        product_description: 'Night oil',
      })
    ).json<ProductImageAdResponse>();
    const response = await post('/api/product-ads/image/optimize', headers, {
      prompt: 'Night oil, for general consumers, modern and clean style',
      output_type: 'product_image',
      output_url: ad.image_urls[0],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ProductAdOptimizeResponse>();
    expect(body.cost).toBe(0.005);
    expect(body.analysis.effectiveness_score).toBe(body.analysis.match_score);
    expect(body.analysis.works_well).toEqual(body.analysis.matches_well);
    expect(body.analysis.suggested_concepts?.enhanced).toBe(
      body.analysis.suggested_prompts.enhanced,
    );
    expect(body.analysis.suggested_descriptions).toBeUndefined();
  });

  it.each([
    ['image', 'product_image', 'Invalid image URL'],
    ['video', 'product_video', 'Invalid video URL'],
  ])(
    'optimising the %s ad: a string that is not a URL is invalid, a foreign URL is not ours',
    async (kind, output_type, message) => {
      const { headers } = await signedIn(1);
      const optimise = (output_url: string) =>
        post(`/api/product-ads/${kind}/optimize`, headers, {
          prompt: 'Night oil',
          output_type,
          output_url,
        });
      const malformed = await optimise('not a url at all');
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json()).toEqual({
        detail: `output_url: ${message}`,
        code: anyCode,
      });
      const foreign = await optimise('https://example.com/ad.png');
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json()).toEqual({
        code: anyCode,
        detail: 'output_url: Only outputs you generated here can be analysed.',
      });
      expect(await balance(headers)).toBe(1);
    },
  );

  const usedToday = async (headers: Record<string, string>) =>
    (await get('/api/subscription/usage', headers)).json<UsageResponse>().current_usage;
  const limitAnswer = (feature_type: string, limit: number, name: string) => ({
    detail: MESSAGES.limitDialogBody(limit, name),
    code: 'common.limitDialogBody',
    feature_type,
    limit,
  });

  it('spends an Image Concept per variation and refuses past the starter five, charging and keeping nothing', async () => {
    const { user, headers } = await signedIn(1);
    const imageAd = (num_prompts: number) =>
      post('/api/product-ads/image/generate', headers, {
        product_image_url: site.url,
        product_description: 'Night oil',
        num_prompts,
      });
    expect((await imageAd(3)).statusCode).toBe(200);
    expect((await imageAd(2)).statusCode).toBe(200);
    expect((await usedToday(headers)).image_concepts).toBe(5);
    const credits = await balance(headers);
    const inputs = async () =>
      (await t.runtime.db.select().from(mediaInputs).where(eq(mediaInputs.userId, user.id))).length;
    const kept = await inputs();

    const refused = await imageAd(1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(limitAnswer('image_concepts', 5, 'Image Concepts'));
    expect(await balance(headers)).toBe(credits);
    expect(await inputs()).toBe(kept);
    expect((await usedToday(headers)).image_concepts).toBe(5);
    const check = await get('/api/subscription/check-limit/image_concepts', headers);
    expect(check.json()).toMatchObject({ can_use: false, limit_info: { current_usage: 5 } });
  });

  it('spends nothing on an image ad refused as invalid or for want of credits', async () => {
    const invalid = await signedIn(1);
    const custom = await post('/api/product-ads/image/generate', invalid.headers, {
      product_image_url: site.url,
      ad_style: 'custom',
    });
    expect(custom.statusCode).toBe(422);
    const broke = await signedIn(0);
    const unpaid = await post('/api/product-ads/image/generate', broke.headers, {
      product_image_url: site.url,
      num_prompts: 2,
    });
    expect(unpaid.statusCode).toBe(402);
    expect((await usedToday(invalid.headers)).image_concepts).toBe(0);
    expect((await usedToday(broke.headers)).image_concepts).toBe(0);
  });

  it('spends a Video Concept per video ad and refuses the fourth of a starter day', async () => {
    const { headers } = await signedIn(2);
    const videoAd = () =>
      post('/api/product-ads/video/generate', headers, {
        product_image_url: site.url,
        user_description: 'A calming night oil',
      });
    // Two spent elsewhere today; the ad takes the third.
    await post('/api/usage/track', headers, { feature_type: 'video_concepts', count: 2 });
    expect((await videoAd()).statusCode).toBe(200);
    expect((await usedToday(headers)).video_concepts).toBe(3);
    const credits = await balance(headers);
    const refused = await videoAd();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(limitAnswer('video_concepts', 3, 'Video Concepts'));
    expect(await balance(headers)).toBe(credits);
    expect((await usedToday(headers)).video_concepts).toBe(3);
  });
});

describe('product ads through the providers', () => {
  let t: TestApp;
  let replicate: ReplicateDouble;
  let openai: OpenAiDouble;
  let photo: Buffer;
  beforeAll(async () => {
    photo = await productPhoto();
    replicate = await startReplicateDouble({ token: 'r8_ads' });
    openai = await startOpenAiDouble({ apiKey: 'sk-ads' });
    t = await createTestApp({
      env: {
        REPLICATE_API_TOKEN: 'r8_ads',
        REPLICATE_API_URL: replicate.url,
        REPLICATE_POLL_MS: '20',
        OPENAI_API_KEY: 'sk-ads',
        OPENAI_BASE_URL: openai.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await replicate.close();
    await openai.close();
  });
  const { signedIn, post, get } = apiClient(() => t);
  const photoUrl = () => `data:image/jpeg;base64,${photo.toString('base64')}`;

  it('writes the concepts with the text model and edits the photo once per concept', async () => {
    replicate.reset();
    openai.reply(
      JSON.stringify([
        { headline: 'Sleep, bottled', tagline: 'Calm nights', scene: 'on a moonlit nightstand' },
        { headline: 'Night ritual', tagline: 'Wind down', scene: 'beside a steaming cup of tea' },
      ]),
    );
    const { headers } = await signedIn(1);
    const response = await post('/api/product-ads/image/generate', headers, {
      product_image: photoUrl(),
      num_prompts: 2,
      product_description: 'Night oil',
      ad_style: 'minimalist',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ProductImageAdResponse>();
    expect(body).toMatchObject({
      num_variations: 2,
      engine: 'provider',
      model: 'black-forest-labs/flux-kontext-pro',
      credits_used: 0.10832,
    });
    expect(body.concepts[0]).toContain('Sleep, bottled');
    expect(openai.calls.at(-1)?.prompt).toContain('Write 2 distinct ad concepts');
    const edits = replicate.calls('POST', /flux-kontext-pro\/predictions$/);
    expect(edits).toHaveLength(2);
    const prompts = edits.map((edit) => (edit.body as { input: { prompt: string } }).input.prompt);
    expect(prompts[0]).toContain('on a moonlit nightstand');
    expect(prompts[1]).toContain('beside a steaming cup of tea');
    const input = (edits[0]?.body as { input: { input_image: string } }).input;
    expect(replicate.uploaded(input.input_image)).toBeDefined();
  });

  it('fails without charging, or spending an Image Concept, when the text model answers no readable concepts', async () => {
    openai.reply('Here are some ideas: be bold!');
    const { headers } = await signedIn(1);
    const response = await post('/api/product-ads/image/generate', headers, {
      product_image: photoUrl(),
      num_prompts: 2,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ detail: string }>().detail).toContain('No credits were charged');
    const usage = await get('/api/subscription/usage', headers);
    expect(usage.json<UsageResponse>().current_usage.image_concepts).toBe(0);
  });

  it('runs the video ad on PixVerse from the photo at 540p for 5 s', async () => {
    replicate.reset();
    const { headers } = await signedIn(1);
    const response = await post('/api/product-ads/video/generate', headers, {
      product_image: photoUrl(),
      user_description: 'A calming night oil',
    });
    expect(response.statusCode).toBe(200);
    const input = (
      replicate.calls('POST', /pixverse-v4\.5\/predictions$/).at(-1)?.body as {
        input: Record<string, unknown>;
      }
    ).input;
    expect(input).toMatchObject({ quality: '540p', duration: 5 });
    expect(String(input.prompt)).toContain('A calming night oil');
    expect(replicate.uploaded(input.image)).toBeDefined();
  });
});
