import type { ReimagineImageParameters } from '@atelier/contract';
import { loadImage } from '@napi-rs/canvas';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startOpenAIImagesDouble,
  unreachableOpenAIImagesUrl,
  type OpenAIImagesFile,
} from '../../../test/helpers/openai-images-double';
import {
  engineContext,
  failureOf,
  imageRequest,
  inputPng,
  reimagineRequest,
} from '../../../test/helpers/engine-calls';
import { until } from '../../../test/helpers/until';
import type { EngineContext, ReimagineImageRequest } from '../types';
import { listOpenAIModels } from './list-openai-models';
import { createOpenAIImageEditor } from './openai-image-editor';
import { createOpenAIImageEngine } from './openai-image-engine';
import type { SelfHostedServer } from './server-call';

const API_KEY = 'sk-local-0123456789';

let double: Awaited<ReturnType<typeof startOpenAIImagesDouble>>;
/** A second origin, as an image host the server could answer URLs on. */
let elsewhere: Awaited<ReturnType<typeof startOpenAIImagesDouble>>;
let failures = 0;
let server: SelfHostedServer;

beforeAll(async () => {
  double = await startOpenAIImagesDouble({ apiKey: API_KEY });
  elsewhere = await startOpenAIImagesDouble();
});
afterAll(async () => {
  await double.close();
  await elsewhere.close();
});
beforeEach(() => {
  double.reset();
  elsewhere.reset();
  failures = 0;
  server = {
    name: 'LocalAI',
    baseUrl: double.url,
    headers: { Authorization: `Bearer ${API_KEY}` },
    onError: () => (failures += 1),
  };
});

const context = (overrides: Partial<EngineContext> = {}) => engineContext(overrides).ctx;
/** An instruction edit of one 96 x 64 image. */
const editRequest = (
  parameters: Partial<ReimagineImageParameters> = {},
  overrides: Partial<ReimagineImageRequest> = {},
) => reimagineRequest('image_modification', parameters, overrides, [96, 64]);

const lastCall = (path: string) => double.calls('POST', `/v1${path}`).at(-1);

async function sizeOf(body: Buffer) {
  const image = await loadImage(body);
  return [image.width, image.height];
}

describe('OpenAI-compatible image engine', () => {
  it("sends the tier's model, prompt, seed and a size in multiples of 8, with the server's key", async () => {
    const engine = createOpenAIImageEngine(server, 'flux.1-dev');
    expect(engine).toMatchObject({ engine: 'self_hosted', model: 'flux.1-dev' });

    const file = await engine.generate(imageRequest({ width: 100, height: 60 }), context());

    const call = lastCall('/images/generations');
    expect(call?.json).toEqual({
      model: 'flux.1-dev',
      prompt: 'a lighthouse at dusk',
      n: 1,
      size: '104x64',
      response_format: 'b64_json',
      seed: 42,
    });
    expect(call?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(call?.headers['content-type']).toBe('application/json');
    // The double drew 104x64; the engine answers the exact pixels asked.
    expect(file).toMatchObject({
      contentType: 'image/png',
      extension: 'png',
      width: 100,
      height: 60,
      note: 'Resized from 104x64 to 100x60',
    });
    expect(await sizeOf(file.body)).toEqual([100, 60]);
  });

  it('sends the model of each tier, and answers a size already on the grid untouched', async () => {
    await createOpenAIImageEngine(server, 'stablediffusion').generate(imageRequest(), context());

    expect(lastCall('/images/generations')?.json).toMatchObject({
      model: 'stablediffusion',
      size: '64x64',
    });
  });

  it.each([
    ['absolute', 'url'],
    ['relative', 'relative_url'],
  ] as const)(
    'fetches the image from the server, with its key, when it answers a %s URL',
    async (_, answer) => {
      double.behave({ kind: 'normal', answer });

      const file = await createOpenAIImageEngine(server, 'stablediffusion').generate(
        imageRequest({ width: 64, height: 48 }),
        context(),
      );

      const [fetched] = double.requests.filter((r) => r.path.startsWith('/generated/'));
      expect(fetched?.method).toBe('GET');
      // The double asks for its key on every route: the image came because the key went along.
      expect(fetched?.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(file).toMatchObject({ contentType: 'image/png', width: 64, height: 48 });
      expect(await sizeOf(file.body)).toEqual([64, 48]);
    },
  );

  it("does not send the server's key to an image URL on another origin", async () => {
    double.behave({ kind: 'normal', answer: 'url', imagesOn: elsewhere });

    const file = await createOpenAIImageEngine(server, 'stablediffusion').generate(
      imageRequest(),
      context(),
    );

    const [fetched] = elsewhere.requests;
    expect(fetched?.path).toMatch(/^\/generated\/[0-9a-f]+\.png$/);
    expect(fetched?.headers.authorization).toBeUndefined();
    expect(double.requests.filter((r) => r.method === 'GET')).toHaveLength(0);
    expect(await sizeOf(file.body)).toEqual([64, 64]);
  });

  it('names the server, but not its address on the network, when it cannot be reached', async () => {
    const baseUrl = await unreachableOpenAIImagesUrl();
    const error = await failureOf(
      createOpenAIImageEngine({ name: 'LocalAI', baseUrl }, 'stablediffusion').generate(
        imageRequest(),
        context(),
      ),
    );
    expect(error.code).toBe('UNAVAILABLE');
    // The message is the user's; the admin's system health shows the address.
    expect(error.message).toBe('LocalAI could not be reached');
  });

  it('fails without repeating the server’s words when it refuses the key', async () => {
    const error = await failureOf(
      createOpenAIImageEngine(
        { ...server, headers: { Authorization: 'Bearer sk-wrong-key' } },
        'stablediffusion',
      ).generate(imageRequest(), context()),
    );
    expect(error.code).toBe('UNAVAILABLE');
    // OpenAI-style servers repeat part of the key in their error: the user's message must not.
    expect(error.message).toBe('LocalAI refused the key it was given (401)');
    expect(failures).toBe(1);
  });

  it("fails with the server's message when it answers 500", async () => {
    double.behave({ kind: 'error', message: 'CUDA out of memory. Tried to allocate 2.00 GiB' });
    const error = await failureOf(
      createOpenAIImageEngine(server, 'stablediffusion').generate(imageRequest(), context()),
    );
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toContain('answered 500 to /images/generations');
    expect(error.message).toContain('CUDA out of memory. Tried to allocate 2.00 GiB');
    expect(failures).toBe(1);
  });

  it.each([
    ['garbage', 'with something that is not JSON'],
    ['wrong_shape', 'in a shape'],
    ['not_image', 'answered a file that is not an image'],
  ] as const)('fails as unavailable when the answer is %s', async (kind, words) => {
    double.behave({ kind });
    const error = await failureOf(
      createOpenAIImageEngine(server, 'stablediffusion').generate(imageRequest(), context()),
    );
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toMatch(/^LocalAI answered /);
    expect(error.message).toContain(words);
    expect(error.message).not.toContain(double.origin);
    expect(failures).toBe(1);
  });

  it("stops with the job's abort reason when the job is cancelled while the server hangs", async () => {
    double.behave({ kind: 'hang' });
    const controller = new AbortController();
    const running = createOpenAIImageEngine(server, 'stablediffusion')
      .generate(imageRequest(), context({ signal: controller.signal }))
      .catch((e: unknown) => e);
    await until(() => double.calls('POST', '/v1/images/generations').length === 1);
    const reason = new Error('the job was cancelled');
    controller.abort(reason);

    expect(await running).toBe(reason);
    // Our own cancel is not the server failing.
    expect(failures).toBe(0);
  });
});

describe('OpenAI-compatible image editor', () => {
  it("sends the user's image, n and the input's size, and answers each image as PNG", async () => {
    const editor = createOpenAIImageEditor(server, 'flux.1-kontext');
    expect(editor).toMatchObject({ engine: 'self_hosted', model: 'flux.1-kontext' });
    const input = await editRequest({}, { outputs: 2 });

    const files = await editor.reimagine(input, context());

    const call = lastCall('/images/edits');
    expect(call?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(call?.form).toMatchObject({
      model: 'flux.1-kontext',
      prompt: 'the same scene in watercolour',
      n: '2',
      size: '96x64',
      response_format: 'b64_json',
    });
    expect(call?.form?.image).toMatchObject({
      type: 'image/png',
      size: input.images[0]?.body.length,
      width: 96,
      height: 64,
    } satisfies Partial<OpenAIImagesFile>);
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatchObject({
        contentType: 'image/png',
        extension: 'png',
        width: 96,
        height: 64,
      });
      expect(await sizeOf(file.body)).toEqual([96, 64]);
    }
    // The double draws each of the n images in its own colours: two images, not one twice.
    expect(files[0]?.body.equals(files[1]?.body ?? Buffer.alloc(0))).toBe(false);
  });

  it.each([
    ['jpg', 'image/jpeg', 'jpeg'],
    ['webp', 'image/webp', 'webp'],
  ] as const)(
    'answers the images as %s when the user chose it',
    async (format, type, sharpFormat) => {
      const files = await createOpenAIImageEditor(server, 'flux.1-kontext').reimagine(
        await editRequest({ output_format: format }),
        context(),
      );

      expect(files[0]).toMatchObject({
        contentType: type,
        extension: format,
        width: 96,
        height: 64,
      });
      const metadata = await sharp(files[0]?.body).metadata();
      expect(metadata).toMatchObject({ format: sharpFormat, width: 96, height: 64 });
    },
  );

  it('fetches the images the server answers as URLs', async () => {
    double.behave({ kind: 'normal', answer: 'url' });
    const files = await createOpenAIImageEditor(server, 'flux.1-kontext').reimagine(
      await editRequest({}, { outputs: 2 }),
      context(),
    );
    expect(double.requests.filter((r) => r.path.startsWith('/generated/'))).toHaveLength(2);
    expect(files).toHaveLength(2);
    expect(await sizeOf(files[1]?.body ?? Buffer.alloc(0))).toEqual([96, 64]);
  });

  it('refuses to combine several references, without calling the server', async () => {
    const input = await editRequest({}, { tool: 'multi_images_reference' });
    const second = { body: await inputPng(32, 32), contentType: 'image/png' };
    const error = await failureOf(
      createOpenAIImageEditor(server, 'flux.1-kontext').reimagine(
        { ...input, images: [...input.images, second] },
        context(),
      ),
    );
    expect(error.code).toBe('UNPROCESSABLE');
    expect(error.message).toContain('LocalAI redraws one image at a time and cannot combine 2');
    expect(double.requests).toHaveLength(0);
    expect(failures).toBe(0);
  });

  it("fails with the server's message when it answers 500", async () => {
    double.behave({ kind: 'error', message: 'model flux.1-kontext cannot edit images' });
    const error = await failureOf(
      createOpenAIImageEditor(server, 'flux.1-kontext').reimagine(await editRequest(), context()),
    );
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toContain('answered 500 to /images/edits');
    expect(error.message).toContain('model flux.1-kontext cannot edit images');
  });

  it('fails as unavailable when the answer is not an image', async () => {
    double.behave({ kind: 'not_image' });
    const error = await failureOf(
      createOpenAIImageEditor(server, 'flux.1-kontext').reimagine(await editRequest(), context()),
    );
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toContain('answered a file that is not an image');
  });

  it("stops with the job's abort reason when the job is cancelled while the server hangs", async () => {
    double.behave({ kind: 'hang' });
    const controller = new AbortController();
    const running = createOpenAIImageEditor(server, 'flux.1-kontext')
      .reimagine(await editRequest(), context({ signal: controller.signal }))
      .catch((e: unknown) => e);
    await until(() => double.calls('POST', '/v1/images/edits').length === 1);
    const reason = new Error('the job reached its deadline');
    controller.abort(reason);

    expect(await running).toBe(reason);
    expect(failures).toBe(0);
  });
});

describe('OpenAI-compatible server models', () => {
  it("lists the model ids the server serves, with the server's key", async () => {
    expect(await listOpenAIModels(server, new AbortController().signal)).toEqual([
      'stablediffusion',
      'flux.1-dev',
    ]);
    expect(double.calls('GET', '/v1/models')[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });
});
