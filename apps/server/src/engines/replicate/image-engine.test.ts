import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import type { EngineContext, ImageRequest } from '../types';
import { createReplicateImageEngine, FLUX_PRO, FLUX_SCHNELL } from './image-engine';
import { useReplicateDouble } from './use-replicate-double';

const replicate = useReplicateDouble('r8_image_test_token');

function context(overrides: Partial<EngineContext> = {}) {
  const progress: number[] = [];
  const refs: string[] = [];
  const ctx: EngineContext = {
    signal: new AbortController().signal,
    progress: (percent) => progress.push(percent),
    onProviderRef: async (ref) => void refs.push(ref),
    ...overrides,
  };
  return { ctx, progress, refs };
}

const request = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt: 'a lighthouse at dusk',
  width: 1024,
  height: 1024,
  aspectRatio: '1:1',
  quality: 'balanced',
  seed: 42,
  ...overrides,
});

const lastCreate = () => replicate.double.calls('POST', /\/predictions$/).at(-1)!;

describe('Replicate image engine', () => {
  it('runs FLUX schnell for ultra and answers the PNG at the size asked', async () => {
    const { ctx, progress, refs } = context();
    const engine = createReplicateImageEngine(replicate.client, 'ultra');
    expect(engine).toMatchObject({ engine: 'provider', model: FLUX_SCHNELL });

    const file = await engine.generate(request({ quality: 'fast' }), ctx);

    expect(lastCreate()).toMatchObject({
      path: `/v1/models/${FLUX_SCHNELL}/predictions`,
      body: {
        input: {
          prompt: 'a lighthouse at dusk',
          aspect_ratio: '1:1',
          num_outputs: 1,
          output_format: 'png',
          megapixels: '1',
          num_inference_steps: 2,
          go_fast: true,
          seed: 42,
        },
      },
    });
    expect(refs).toHaveLength(1);
    expect(file).toMatchObject({
      contentType: 'image/png',
      extension: 'png',
      width: 1024,
      height: 1024,
    });
    expect(file.note).toBeUndefined();
    const image = await loadImage(file.body);
    expect([image.width, image.height]).toEqual([1024, 1024]);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.length).toBeGreaterThan(3);
  });

  it('upscales to the requested size and says so', async () => {
    const { ctx } = context();
    const file = await createReplicateImageEngine(replicate.client, 'free').generate(
      request({ width: 2048, height: 2048, quality: 'high' }),
      ctx,
    );
    expect(lastCreate().body).toMatchObject({ input: { num_inference_steps: 4, go_fast: false } });
    expect(file.note).toBe('Upscaled from 1024x1024 to 2048x2048');
    const image = await loadImage(file.body);
    expect([image.width, image.height]).toEqual([2048, 2048]);
  });

  it('runs FLUX 1.1 pro for ultra_pro and fits its 16:9 output to the exact size', async () => {
    const { ctx } = context();
    const engine = createReplicateImageEngine(replicate.client, 'ultra_pro');
    expect(engine.model).toBe(FLUX_PRO);

    const file = await engine.generate(
      request({ width: 1024, height: 576, aspectRatio: '16:9', quality: 'high' }),
      ctx,
    );

    expect(lastCreate()).toMatchObject({
      path: `/v1/models/${FLUX_PRO}/predictions`,
      body: {
        input: {
          prompt: 'a lighthouse at dusk',
          aspect_ratio: '16:9',
          output_format: 'png',
          safety_tolerance: 2,
          prompt_upsampling: true,
          seed: 42,
        },
      },
    });
    // The double, like FLUX, draws 16:9 at one megapixel as 1344x768.
    expect(file.note).toBe('Resized from 1344x768 to 1024x576');
    const image = await loadImage(file.body);
    expect([image.width, image.height]).toEqual([1024, 576]);
  });

  it('cancels at Replicate when the job is aborted', async () => {
    replicate.double.script(FLUX_SCHNELL, { kind: 'hang' });
    const controller = new AbortController();
    const { ctx, refs } = context({
      signal: controller.signal,
      onProviderRef: async (ref) => {
        refs.push(ref);
        setTimeout(() => controller.abort(), 30);
      },
    });
    const failure = await createReplicateImageEngine(replicate.client, 'ultra')
      .generate(request(), ctx)
      .catch((e: unknown) => e);

    expect((failure as Error).name).toBe('AbortError');
    expect(
      replicate.double.calls('POST', new RegExp(`/predictions/${refs[0]}/cancel$`)),
    ).toHaveLength(1);
  });

  it('resumes the prediction an earlier attempt started', async () => {
    const first = context();
    await createReplicateImageEngine(replicate.client, 'ultra').generate(request(), first.ctx);
    const creates = replicate.double.calls('POST', /\/predictions$/).length;

    const again = context({ resumeRef: first.refs[0] });
    const file = await createReplicateImageEngine(replicate.client, 'ultra').generate(
      request(),
      again.ctx,
    );

    expect(replicate.double.calls('POST', /\/predictions$/)).toHaveLength(creates);
    expect(again.refs).toEqual([]);
    expect(file.width).toBe(1024);
  });

  it("fails with Replicate's error text as a 503", async () => {
    replicate.double.script(FLUX_PRO, {
      kind: 'fail',
      error: 'Prediction interrupted; please retry (code: PA)',
    });
    const failure = await createReplicateImageEngine(replicate.client, 'ultra_pro')
      .generate(request(), context().ctx)
      .catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      statusCode: 503,
      message: 'Replicate could not finish: Prediction interrupted; please retry (code: PA)',
    });
  });
});
