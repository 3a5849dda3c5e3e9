import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startA1111Double, unreachableA1111Url } from '../../../test/helpers/a1111-double';
import {
  engineContext,
  failureOf,
  imageRequest,
  inputPng,
  reimagineRequest,
} from '../../../test/helpers/engine-calls';
import { until } from '../../../test/helpers/until';
import { createA1111ImageEditor, createA1111ImageEngine, listA1111Models } from './a1111-engine';
import type { SelfHostedServer } from './server-call';

let double: Awaited<ReturnType<typeof startA1111Double>>;
let failures = 0;
let server: SelfHostedServer;

beforeAll(async () => {
  double = await startA1111Double();
});
afterAll(() => double.stop());
beforeEach(() => {
  double.reset();
  failures = 0;
  server = { name: 'AUTOMATIC1111', baseUrl: double.url, onError: () => (failures += 1) };
});

const sent = (path: string) => double.calls('POST', path).at(-1)?.body as Record<string, unknown>;

describe('AUTOMATIC1111 image engine', () => {
  it('sends the prompt, seed, steps and a size in multiples of 8, and answers the exact size', async () => {
    const { ctx } = engineContext();
    const engine = createA1111ImageEngine(server, {});
    expect(engine).toMatchObject({ engine: 'self_hosted', model: 'automatic1111' });

    const file = await engine.generate(
      imageRequest({ width: 100, height: 60, quality: 'fast' }),
      ctx,
    );

    expect(sent('/sdapi/v1/txt2img')).toEqual({
      prompt: 'a lighthouse at dusk',
      negative_prompt: '',
      seed: 42,
      steps: 12,
      width: 104,
      height: 64,
      cfg_scale: 7,
      sampler_name: 'Euler a',
      batch_size: 1,
      n_iter: 1,
    });
    expect(file).toMatchObject({
      contentType: 'image/png',
      extension: 'png',
      width: 100,
      height: 60,
      note: 'Resized from 104x64 to 100x60',
    });
    const image = await loadImage(file.body);
    expect([image.width, image.height]).toEqual([100, 60]);
    expect(double.calls('POST', '/sdapi/v1/interrupt')).toHaveLength(0);
  });

  it('asks for the configured checkpoint, restored afterwards, and more steps for high quality', async () => {
    const model = 'sd_xl_base_1.0.safetensors [31e35c80fc]';
    const engine = createA1111ImageEngine(server, { model });
    expect(engine).toMatchObject({ engine: 'self_hosted', model });

    const file = await engine.generate(imageRequest({ quality: 'high' }), engineContext().ctx);

    expect(sent('/sdapi/v1/txt2img')).toMatchObject({
      steps: 30,
      width: 64,
      height: 64,
      override_settings: { sd_model_checkpoint: model },
      override_settings_restore_afterwards: true,
    });
    expect(file.note).toBeUndefined();
    const image = await loadImage(file.body);
    expect([image.width, image.height]).toEqual([64, 64]);
  });

  it('reports the progress the server gives while it draws, and none after', async () => {
    double.behave({ kind: 'normal', polls: 3 });
    const { ctx, progress } = engineContext();

    await createA1111ImageEngine(server, { pollMs: 10 }).generate(imageRequest(), ctx);
    const reported = progress.length;

    // The double answered 1/4 and 2/4 before the drawing could finish.
    expect(progress).toContainEqual({ percent: 5 + 0.25 * 85, message: 'Drawing on your server' });
    expect(progress).toContainEqual({ percent: 5 + 0.5 * 85, message: 'Drawing on your server' });
    const percents = progress.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    const polls = double.calls('GET', '/sdapi/v1/progress');
    expect(polls.length).toBeGreaterThanOrEqual(3);
    expect(polls[0]?.query.get('skip_current_image')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(progress).toHaveLength(reported);
  });

  it('interrupts the server when the job is cancelled', async () => {
    double.behave({ kind: 'hang' });
    const controller = new AbortController();
    const { ctx } = engineContext({ signal: controller.signal });

    const running = createA1111ImageEngine(server, { pollMs: 10 })
      .generate(imageRequest(), ctx)
      .catch((e: unknown) => e);
    await until(() => double.calls('POST', '/sdapi/v1/txt2img').length === 1);
    controller.abort();

    expect(((await running) as Error).name).toBe('AbortError');
    expect(double.calls('POST', '/sdapi/v1/interrupt')).toHaveLength(1);
    // Our own cancel is not the server failing.
    expect(failures).toBe(0);
  });

  it('names the server, not its address, when it cannot be reached', async () => {
    const baseUrl = await unreachableA1111Url();
    const error = await failureOf(
      createA1111ImageEngine({ name: 'AUTOMATIC1111', baseUrl }, {}).generate(
        imageRequest(),
        engineContext().ctx,
      ),
    );
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toBe('AUTOMATIC1111 could not be reached');
    expect(error.message).not.toContain(baseUrl);
  });

  it("fails with A1111's error text when it answers 500", async () => {
    double.behave({ kind: 'error', errors: 'CUDA out of memory. Tried to allocate 2.00 GiB' });
    const error = await failureOf(
      createA1111ImageEngine(server, {}).generate(imageRequest(), engineContext().ctx),
    );
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toContain('answered 500 to /sdapi/v1/txt2img');
    expect(error.message).toContain('CUDA out of memory. Tried to allocate 2.00 GiB');
    expect(failures).toBe(1);
  });

  it.each([
    ['garbage', 'with something that is not JSON'],
    ['wrong_shape', 'in a shape that was not expected'],
    ['not_image', 'answered a file that is not an image'],
  ] as const)('fails as unavailable when the answer is %s', async (kind, words) => {
    double.behave({ kind });
    const error = await failureOf(
      createA1111ImageEngine(server, {}).generate(imageRequest(), engineContext().ctx),
    );
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toContain('AUTOMATIC1111 answered');
    expect(error.message).toContain(words);
    expect(failures).toBe(1);
  });
});

describe('AUTOMATIC1111 image editor', () => {
  it("sends the user's image to img2img and answers each image of the batch", async () => {
    const editor = createA1111ImageEditor(server, {});
    const input = await reimagineRequest(
      'single_image_ultra',
      { strength: 0.35, guidance_scale: 5, num_inference_steps: 15 },
      { outputs: 2 },
    );

    const files = await editor.reimagine(input, engineContext().ctx);

    expect(sent('/sdapi/v1/img2img')).toMatchObject({
      init_images: [input.images[0]?.body.toString('base64')],
      prompt: 'the same scene in watercolour',
      seed: 7,
      steps: 15,
      cfg_scale: 5,
      denoising_strength: 0.35,
      width: 128,
      height: 96,
      batch_size: 2,
      resize_mode: 1,
    });
    // The double, as A1111, answers a 256x96 grid (magenta to yellow) before the two images
    // (blue to green): the grid is left out.
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatchObject({ contentType: 'image/png', width: 128, height: 96 });
      const image = await loadImage(file.body);
      expect([image.width, image.height]).toEqual([128, 96]);
      const canvas = createCanvas(image.width, image.height);
      const drawn = canvas.getContext('2d');
      drawn.drawImage(image, 0, 0);
      const [red, , blue] = drawn.getImageData(0, 0, 1, 1).data;
      expect(blue - red).toBeGreaterThan(100);
    }
  });

  it('redraws at 0.6 for the instruction editors, in the asked format and aspect ratio', async () => {
    const editor = createA1111ImageEditor(server, { model: 'v1-5' });
    const files = await editor.reimagine(
      await reimagineRequest('image_modification', { aspect_ratio: '16:9', output_format: 'jpg' }),
      engineContext().ctx,
    );

    // 128x96 keeps its area at 16:9: 148x83, drawn at 144x80 (147.8 and 83.1 to the nearest 8).
    expect(sent('/sdapi/v1/img2img')).toMatchObject({
      denoising_strength: 0.6,
      cfg_scale: 7,
      width: 144,
      height: 80,
      override_settings: { sd_model_checkpoint: 'v1-5' },
    });
    expect(files[0]).toMatchObject({
      contentType: 'image/jpeg',
      extension: 'jpg',
      width: 144,
      height: 80,
    });
    expect(files[0]?.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it("takes Ultra Pro's image strength as the opposite of denoising", async () => {
    await createA1111ImageEditor(server, {}).reimagine(
      await reimagineRequest('single_image_ultra_pro', { strength: 0.8 }),
      engineContext().ctx,
    );
    expect(sent('/sdapi/v1/img2img').denoising_strength).toBeCloseTo(0.2);
  });

  it('refuses to combine several references, without calling the server', async () => {
    const input = await reimagineRequest('multi_images_reference');
    const second = { body: await inputPng(32, 32), contentType: 'image/png' };
    const error = await failureOf(
      createA1111ImageEditor(server, {}).reimagine(
        { ...input, images: [...input.images, second] },
        engineContext().ctx,
      ),
    );
    expect(error.code).toBe('UNPROCESSABLE');
    expect(error.message).toContain('cannot combine 2 references');
    expect(double.requests).toHaveLength(0);
  });

  it('fails as unavailable when the server answers an error', async () => {
    double.behave({ kind: 'error' });
    const error = await failureOf(
      createA1111ImageEditor(server, {}).reimagine(
        await reimagineRequest('single_image_ultra'),
        engineContext().ctx,
      ),
    );
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toContain('answered 500 to /sdapi/v1/img2img');
  });
});

describe('AUTOMATIC1111 checkpoints', () => {
  it('lists the titles the server can load', async () => {
    expect(await listA1111Models(server, new AbortController().signal)).toEqual([
      'v1-5-pruned-emaonly.safetensors [6ce0161689]',
      'sd_xl_base_1.0.safetensors [31e35c80fc]',
    ]);
  });
});
