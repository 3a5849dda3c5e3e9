import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  QuoteResponse,
  ReimagineAnalysisResponse,
  ReimagineImageResponse,
} from '@atelier/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationJobs, ledgerEntries, mediaInputs } from '../../db/schema';
import { apiClient } from '../../../test/helpers/api-client';
import { multipartForm } from '../../../test/helpers/multipart';
import { startOpenAiDouble, type OpenAiDouble } from '../../../test/helpers/openai-double';
import { startReplicateDouble, type ReplicateDouble } from '../../../test/helpers/replicate-double';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/** A picture with a left half red and a right half blue, so an edit can be measured. */
async function twoTone(width = 64, height = 48): Promise<Buffer> {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#c00000' } })
    .composite([
      {
        input: {
          create: { width: width - half, height, channels: 3, background: '#0000c0' },
        },
        left: half,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
}

const dataUrl = (body: Buffer, type = 'image/png') =>
  `data:${type};base64,${body.toString('base64')}`;

describe('reimagine: images', () => {
  let t: TestApp;
  let png: Buffer;
  let site: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    png = await twoTone();
    // A "public" site for image_url, allowed by MEDIA_FETCH_ALLOW as a self-hoster would allow it.
    const server = createServer((request, response) => {
      if (request.url === '/photo.png') return void response.end(png);
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    site = {
      url: `http://127.0.0.1:${port}`,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
    t = await createTestApp({ env: { MEDIA_FETCH_ALLOW: `127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  const { signedIn, post, get, balance } = apiClient(() => t);

  it("edits an uploaded image locally from the prompt, keeps the input as the user's media and charges the quoted price", async () => {
    const { user, headers } = await signedIn(1);
    const quote = await post('/api/quote', headers, {
      tool: 'reimagine_image',
      tool_type: 'image_modification',
    });
    expect(quote.statusCode).toBe(200);
    // FLUX Kontext pro: 0.04 per image, plus 30 % and 18 % of that 30 %.
    expect(quote.json<QuoteResponse>()).toMatchObject({ cost: 0.05416, affordable: true });

    const response = await post('/api/reimagine/generate', headers, {
      tool_type: 'image_modification',
      prompt: 'make it black and white',
      image: dataUrl(png),
      parameters: { strength: 1, output_format: 'jpg' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ReimagineImageResponse>();
    expect(body).toMatchObject({
      success: true,
      tool: 'image_modification',
      engine: 'local',
      model: 'local-image-editor-1',
      credits_used: 0.05416,
      remaining_credits: 0.94584,
      width: 64,
      height: 48,
      output_format: 'jpg',
    });
    expect(body.note).toContain('not an AI edit');
    expect(body.note).toContain('black and white');
    expect(await balance(headers)).toBe(0.94584);

    const file = await get(body.image_url, headers);
    expect(file.headers['content-type']).toBe('image/jpeg');
    // Full strength, black and white: the red half has lost its colour.
    const { data } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const [r = 0, g = 0, b = 0] = data;
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(12);

    const inputs = await t.runtime.db
      .select()
      .from(mediaInputs)
      .where(eq(mediaInputs.userId, user.id));
    expect(inputs).toHaveLength(1);
    const [job] = await t.runtime.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.userId, user.id));
    expect(job).toMatchObject({ status: 'succeeded', tool: 'reimagine-image' });

    const history = await get('/api/credits/history', headers);
    expect(JSON.stringify(history.json())).toContain('Reimagine: Image Modification');
    const creations = await get('/api/generations', headers);
    expect(JSON.stringify(creations.json())).toContain(job.id);
  });

  it('takes the image as a multipart upload, with parameters as a JSON field, and several outputs', async () => {
    const { headers } = await signedIn(1);
    const form = multipartForm([
      { name: 'tool_type', value: 'single_image_ultra' },
      { name: 'prompt', value: 'warm sunset light' },
      { name: 'parameters', value: JSON.stringify({ num_outputs: 2, aspect_ratio: '1:1' }) },
      { name: 'image', value: png, filename: 'photo.png' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reimagine/generate',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ReimagineImageResponse>();
    expect(body.image_urls).toHaveLength(2);
    expect(body).toMatchObject({ width: 48, height: 48, credits_used: 0.0677 });
    const [first, second] = await Promise.all(
      body.image_urls.map(async (url) => (await get(url, headers)).rawPayload),
    );
    expect(first?.equals(second)).toBe(false);
  });

  it('takes the parts as the OpenAPI document encodes them: parameters as JSON, the image as bytes', async () => {
    const { headers } = await signedIn(1);
    const form = multipartForm([
      { name: 'tool_type', value: 'image_modification' },
      { name: 'prompt', value: 'warm sunset light' },
      {
        name: 'parameters',
        value: JSON.stringify({ aspect_ratio: '1:1', output_format: 'webp' }),
        contentType: 'application/json',
      },
      // No file name: a part of application/octet-stream is a file all the same.
      { name: 'image', value: png, contentType: 'application/octet-stream' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reimagine/generate',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ReimagineImageResponse>()).toMatchObject({
      width: 48,
      height: 48,
      output_format: 'webp',
    });
  });

  it('fetches image_url from an allowed host, and refuses a private address with 400', async () => {
    const { headers } = await signedIn(1);
    const fetched = await post('/api/reimagine/generate', headers, {
      tool_type: 'single_image_ultra_pro',
      prompt: 'misty morning',
      image_url: `${site.url}/photo.png`,
    });
    expect(fetched.statusCode).toBe(200);
    const refused = await post('/api/reimagine/generate', headers, {
      tool_type: 'single_image_ultra_pro',
      prompt: 'misty morning',
      image_url: 'http://169.254.169.254/latest/meta-data/',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ detail: 'URL not allowed' });
  });

  it('composes 1-3 references, and refuses none or four with the spec messages', async () => {
    const { headers } = await signedIn(1);
    const none = await post('/api/reimagine/generate', headers, {
      tool_type: 'multi_images_reference',
      prompt: 'the two together',
      reference_images: [],
    });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ detail: 'Please provide at least one reference image' });
    const four = await post('/api/reimagine/generate', headers, {
      tool_type: 'multi_images_reference',
      prompt: 'the four together',
      reference_images: Array.from({ length: 4 }, () => dataUrl(png)),
    });
    expect(four.statusCode).toBe(422);
    expect(four.json()).toMatchObject({ detail: 'At most 3 reference images are allowed' });
    const three = await post('/api/reimagine/generate', headers, {
      tool_type: 'multi_images_reference',
      prompt: 'the three together',
      reference_images: Array.from({ length: 3 }, () => dataUrl(png)),
    });
    expect(three.statusCode).toBe(200);
    // Side by side at one height.
    expect(three.json<ReimagineImageResponse>()).toMatchObject({ width: 192, height: 48 });
  });

  /** A valid edit request with these parameters. */
  const withParameters = (parameters: object) => ({
    tool_type: 'image_modification',
    prompt: 'x',
    image: 'IMAGE',
    parameters,
  });

  it.each([
    [{ tool_type: 'image_modification', prompt: 'x' }, 'Please provide an image (upload or URL)'],
    [{ tool_type: 'image_modification', prompt: '  ', image: 'IMAGE' }, 'Please provide a prompt'],
    [{ tool_type: 'sketch', prompt: 'x', image: 'IMAGE' }, 'tool_type must be one of'],
    [
      withParameters({ num_inference_steps: 9 }),
      'parameters.num_inference_steps: num_inference_steps must be between 10 and 50',
    ],
    [withParameters({ num_inference_steps: 51 }), 'num_inference_steps must be between 10 and 50'],
    [withParameters({ num_outputs: 5 }), 'num_outputs must be between 1 and 4'],
    [withParameters({ safety_tolerance: 7 }), 'safety_tolerance must be between 0 and 6'],
    [withParameters({ aesthetic_range: 5.5 }), 'aesthetic_range must be between 0 and 5'],
    [withParameters({ strength: 1.1 }), 'strength must be between 0 and 1'],
    [withParameters({ guidance_scale: 0.5 }), 'guidance_scale must be between 1 and 20'],
    [withParameters({ quality: 'uhd' }), 'quality must be one of hd, sd'],
    [withParameters({ output_format: 'gif' }), 'output_format must be one of jpg, png, webp'],
    [withParameters({ aspect_ratio: '5:4' }), 'aspect_ratio must be one of match_input_image'],
    [withParameters({ colour: 'red' }), 'Unrecognized key'],
  ])('refuses %j with 422 naming the problem, charging nothing', async (body, message) => {
    const { user, headers } = await signedIn(1);
    const payload = JSON.parse(
      JSON.stringify(body).replace('"IMAGE"', JSON.stringify(dataUrl(png))),
    ) as object;
    const response = await post('/api/reimagine/generate', headers, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string }>().detail).toContain(message);
    expect(await balance(headers)).toBe(1);
    const inputs = await t.runtime.db
      .select()
      .from(mediaInputs)
      .where(eq(mediaInputs.userId, user.id));
    expect(inputs).toHaveLength(0);
  });

  it('accepts the range edges', async () => {
    const { headers } = await signedIn(1);
    const response = await post('/api/reimagine/generate', headers, {
      tool_type: 'single_image_ultra',
      prompt: 'calm',
      image: dataUrl(png),
      parameters: {
        num_inference_steps: 50,
        safety_tolerance: 6,
        aesthetic_range: 5,
        strength: 0,
        guidance_scale: 20,
        num_outputs: 1,
        quality: 'sd',
        output_format: 'webp',
        aspect_ratio: '2:1',
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ReimagineImageResponse>();
    expect(body).toMatchObject({ width: 64, height: 32, output_format: 'webp' });
    // Strength 0 keeps the original: the left half is still red.
    const file = await get(body.image_url, headers);
    const { data } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(60);
  });

  it('refuses a renamed file (a text file as an image) with 415 and a damaged image with 422', async () => {
    const { headers } = await signedIn(1);
    const renamed = await post('/api/reimagine/generate', headers, {
      tool_type: 'image_modification',
      prompt: 'brighter',
      image: dataUrl(Buffer.from('just some text, not a picture at all')),
    });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json<{ detail: string }>().detail).toMatch(/image/i);
    const damaged = await post('/api/reimagine/generate', headers, {
      tool_type: 'image_modification',
      prompt: 'brighter',
      image: dataUrl(png.subarray(0, 60)),
    });
    expect(damaged.statusCode).toBe(422);
    expect(await balance(headers)).toBe(1);
  });

  it('refuses an upload over the image limit with 413 naming it', async () => {
    const { headers } = await signedIn(1);
    const form = multipartForm([
      { name: 'tool_type', value: 'image_modification' },
      { name: 'prompt', value: 'brighter' },
      {
        name: 'image',
        value: Buffer.alloc(t.config.MEDIA_MAX_IMAGE_BYTES + 1, 1),
        filename: 'big.png',
      },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reimagine/generate',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ detail: string }>().detail).toContain('20 MB');
  });

  it('refuses a user short of credits with 402, keeping none of their files', async () => {
    const { user, headers } = await signedIn(0);
    const response = await post('/api/reimagine/generate', headers, {
      tool_type: 'single_image_ultra_pro_max',
      prompt: 'brighter',
      image: dataUrl(png),
    });
    expect(response.statusCode).toBe(402);
    const inputs = await t.runtime.db
      .select()
      .from(mediaInputs)
      .where(eq(mediaInputs.userId, user.id));
    expect(inputs).toHaveLength(0);
  });

  it('asks for a sign-in', async () => {
    const response = await post('/api/reimagine/generate', {}, { tool_type: 'image_modification' });
    expect(response.statusCode).toBe(401);
  });

  it('answers the same job for the same Idempotency-Key, charging once', async () => {
    const { user, headers } = await signedIn(1);
    const payload = {
      tool_type: 'image_modification',
      prompt: 'vintage',
      image: dataUrl(png),
    };
    const keyed = { ...headers, 'idempotency-key': 'reimagine-once-1' };
    const first = await post('/api/reimagine/generate', keyed, payload);
    const again = await post('/api/reimagine/generate', keyed, payload);
    expect(first.statusCode).toBe(200);
    expect(again.json<ReimagineImageResponse>().job_id).toBe(
      first.json<ReimagineImageResponse>().job_id,
    );
    const holds = (
      await t.runtime.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id))
    ).filter((entry) => entry.kind === 'hold');
    expect(holds).toHaveLength(1);
  });
  describe('analyze-image', () => {
    it('measures the image locally, says it is not AI, and charges the analysis price', async () => {
      const { headers } = await signedIn(1);
      const quote = await post('/api/quote', headers, { tool: 'reimagine_analysis' });
      expect(quote.json<QuoteResponse>().cost).toBe(0.002708);
      const response = await post('/api/reimagine/analyze-image', headers, {
        tool_type: 'style_analysis',
        image: dataUrl(png),
        prompt: 'What is in this image?',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<ReimagineAnalysisResponse>();
      expect(body).toMatchObject({
        success: true,
        tool: 'style_analysis',
        engine: 'local',
        credits_used: 0.002708,
        remaining_credits: 0.997292,
      });
      expect(body.analysis).toContain('It is not an AI reading of the picture');
      expect(body.analysis).toContain('64 x 48 px, landscape, PNG');
      // Half red, half blue: both named, with their shares.
      expect(body.analysis).toMatch(/red #[0-9a-f]{6} \(5\d %\)|red #[0-9a-f]{6} \(4\d %\)/);
      expect(body.analysis).toContain('blue');
      expect(body.analysis).toContain('What is in this image?');
    });

    it.each([
      [{ prompt: 'What is in this image?' }, 'Please provide an image (upload or URL)'],
      [
        { image: 'IMAGE', prompt: ' ' },
        'Please provide an analysis prompt (e.g., "What is in this image?")',
      ],
      [{ image: 'IMAGE', prompt: 'x', tool_type: 'ocr' }, 'tool_type must be one of'],
    ])('refuses %j with 422 and the spec message', async (body, message) => {
      const { headers } = await signedIn(1);
      const payload = JSON.parse(
        JSON.stringify(body).replace('"IMAGE"', JSON.stringify(dataUrl(png))),
      ) as object;
      const response = await post('/api/reimagine/analyze-image', headers, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json<{ detail: string }>().detail).toContain(message);
      expect(await balance(headers)).toBe(1);
    });
  });
});

describe('reimagine: images through Replicate', () => {
  let t: TestApp;
  let replicate: ReplicateDouble;
  let png: Buffer;

  beforeAll(async () => {
    png = await twoTone();
    replicate = await startReplicateDouble({ token: 'r8_test_token' });
    t = await createTestApp({
      env: {
        REPLICATE_API_TOKEN: 'r8_test_token',
        REPLICATE_API_URL: replicate.url,
        REPLICATE_POLL_MS: '20',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await replicate.close();
  });

  const { signedIn, post, balance } = apiClient(() => t);

  it('uploads the image to Replicate and runs FLUX Kontext pro with the spec parameters', async () => {
    replicate.reset();
    const { headers } = await signedIn(1);
    const response = await post('/api/reimagine/generate', headers, {
      tool_type: 'image_modification',
      prompt: 'put the product on a beach',
      image: dataUrl(png),
      parameters: { aspect_ratio: '16:9', output_format: 'webp', seed: 7, safety_tolerance: 5 },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ReimagineImageResponse>();
    expect(body).toMatchObject({
      engine: 'provider',
      model: 'black-forest-labs/flux-kontext-pro',
      output_format: 'webp',
      credits_used: 0.05416,
    });
    const [created] = replicate.calls('POST', /flux-kontext-pro\/predictions$/);
    const input = (created?.body as { input: Record<string, unknown> }).input;
    expect(input).toMatchObject({
      prompt: 'put the product on a beach',
      aspect_ratio: '16:9',
      output_format: 'png',
      seed: 7,
      // Replicate allows at most 2 with an input image.
      safety_tolerance: 2,
    });
    const sent = replicate.uploaded(input.input_image);
    expect(sent && (await sharp(sent).metadata())).toMatchObject({ width: 64, height: 48 });
    const file = await t.app.inject({ method: 'GET', url: body.image_url, headers });
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it('sends every reference to the multi-image model', async () => {
    replicate.reset();
    const { headers } = await signedIn(1);
    const response = await post('/api/reimagine/generate', headers, {
      tool_type: 'multi_images_reference',
      prompt: 'the cat wearing the hat',
      reference_images: [dataUrl(png), dataUrl(await twoTone(32, 32))],
    });
    expect(response.statusCode).toBe(200);
    const [created] = replicate.calls('POST', /multi-image-list\/predictions$/);
    const images = (created?.body as { input: { input_images: string[] } }).input.input_images;
    expect(images).toHaveLength(2);
    expect(images.every((url) => replicate.uploaded(url))).toBe(true);
  });

  it('a failed prediction costs nothing', async () => {
    replicate.script('black-forest-labs/flux-kontext-max', {
      kind: 'fail',
      error: 'NSFW content detected',
    });
    const { headers } = await signedIn(1);
    const response = await post('/api/reimagine/generate', headers, {
      tool_type: 'single_image_ultra_pro_max',
      prompt: 'brighter',
      image: dataUrl(png),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ detail: string }>().detail).toContain('No credits were charged');
    expect(await balance(headers)).toBe(1);
    replicate.reset();
  });
});

describe('reimagine: analysis through a vision model', () => {
  let t: TestApp;
  let openai: OpenAiDouble;
  let png: Buffer;

  beforeAll(async () => {
    png = await twoTone();
    openai = await startOpenAiDouble({ apiKey: 'sk-vision' });
    t = await createTestApp({
      env: { OPENAI_API_KEY: 'sk-vision', OPENAI_BASE_URL: openai.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });
  const { signedIn, post, balance } = apiClient(() => t);

  it('sends the question and the picture to GPT-4o mini and answers its text', async () => {
    openai.reply('Two flat colour fields: red on the left, blue on the right.');
    const { headers } = await signedIn(1);
    const response = await post('/api/reimagine/analyze-image', headers, {
      tool_type: 'image_analysis',
      image: dataUrl(png),
      prompt: 'What is in this image?',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ReimagineAnalysisResponse>()).toMatchObject({
      analysis: 'Two flat colour fields: red on the left, blue on the right.',
      engine: 'provider',
      model: 'openai/gpt-4o-mini',
      credits_used: 0.002708,
    });
    const call = openai.calls.at(-1);
    expect(call).toMatchObject({ model: 'gpt-4o-mini', prompt: 'What is in this image?' });
    expect(call?.system).toContain('answer the user');
    const [sent] = call?.images ?? [];
    expect(sent).toMatch(/^data:image\/png;base64,/);
    const bytes = Buffer.from(sent.split(',')[1], 'base64');
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 64, height: 48 });
  });

  it('a provider failure costs nothing', async () => {
    openai.fail(429, 'Rate limit reached for gpt-4o-mini');
    const { headers } = await signedIn(1);
    const response = await post('/api/reimagine/analyze-image', headers, {
      image: dataUrl(png),
      prompt: 'What is in this image?',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(response.json<{ detail: string }>().detail).toContain('No credits were charged');
    expect(await balance(headers)).toBe(1);
    openai.reply('ok');
  });
});
