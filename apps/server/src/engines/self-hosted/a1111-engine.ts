import type { ImageQuality } from '@atelier/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { fitImage, pngFile } from '../fit-image';
import { imageType, inRequestedFormat } from '../requested-format';
import type { EngineContext, GeneratedFile, ImageEngine, ReimagineImageEngine } from '../types';
import { denoising } from './denoising';
import { editedSize, multipleOf8 } from './drawn-size';
import { singleImage } from './single-image';
import { callServer, callServerJson, serverFailure, type SelfHostedServer } from './server-call';

/**
 * AUTOMATIC1111's web UI and its fork Forge, started with `--api` (issue 36): txt2img for the
 * image tiers, img2img for reimagine's image tools. Both calls block until the image is drawn, so
 * progress comes from polling /sdapi/v1/progress beside them.
 */

export interface A1111Options {
  /** A checkpoint title as /sdapi/v1/sd-models lists it; absent, whatever the server has loaded. */
  model?: string;
  /** How often to ask the server how far it is (tests shorten it). */
  pollMs?: number;
}

const STEPS: Record<ImageQuality, number> = { fast: 12, balanced: 20, high: 30 };
const INTERRUPT_TIMEOUT_MS = 5_000;

const Answer = z.object({ images: z.array(z.string()).min(1), info: z.string().optional() });
const Progress = z.object({ progress: z.number() });
const Models = z.array(z.object({ title: z.string() }));

function common(options: A1111Options, seed: number, size: { width: number; height: number }) {
  return {
    seed,
    width: multipleOf8(size.width),
    height: multipleOf8(size.height),
    sampler_name: 'Euler a',
    n_iter: 1,
    // Restored afterwards so that other users of a shared server keep the checkpoint they chose.
    ...(options.model
      ? {
          override_settings: { sd_model_checkpoint: options.model },
          override_settings_restore_afterwards: true,
        }
      : {}),
  };
}

export function createA1111ImageEngine(
  server: SelfHostedServer,
  options: A1111Options = {},
): ImageEngine {
  return {
    engine: 'self_hosted',
    model: options.model ?? 'automatic1111',
    async generate(request, context) {
      context.progress(2, 'Sending the prompt to your server');
      const answer = await draw(server, options, context, '/sdapi/v1/txt2img', {
        ...common(options, request.seed, request),
        prompt: request.prompt,
        negative_prompt: '',
        steps: STEPS[request.quality],
        cfg_scale: 7,
        batch_size: 1,
      });
      const [image] = answer.images;
      context.progress(92, 'Sizing the image');
      const fitted = await fitAnswered(server, image ?? '', request);
      return pngFile(fitted, request);
    },
  };
}

/**
 * Reimagine's image tools as img2img, mirroring the Replicate editor where img2img has an
 * equivalent: single_image_ultra (FLUX dev img2img) takes its strength, steps and guidance as
 * they are; single_image_ultra_pro weighs the image by its strength, the opposite of denoising;
 * the instruction editors (image_modification, single_image_ultra_pro_max) redraw at 0.6, which
 * approximates an edit, as img2img does not follow instructions. multi_images_reference with
 * more than one reference is refused: img2img starts from a single image and cannot compose.
 */
export function createA1111ImageEditor(
  server: SelfHostedServer,
  options: A1111Options = {},
): ReimagineImageEngine {
  return {
    engine: 'self_hosted',
    model: options.model ?? 'automatic1111',
    async reimagine(request, context) {
      const first = singleImage(server, request);
      const p = request.parameters;
      const size = await editedSize(first.body, p);
      context.progress(2, 'Sending your image to your server');
      const answer = await draw(server, options, context, '/sdapi/v1/img2img', {
        ...common(options, request.seed, size),
        init_images: [first.body.toString('base64')],
        // Crop and resize: a new aspect ratio crops the input rather than stretching it.
        resize_mode: 1,
        prompt: request.prompt,
        negative_prompt: p.negative_prompt ?? '',
        steps: p.num_inference_steps,
        cfg_scale: request.tool === 'single_image_ultra' ? p.guidance_scale : 7,
        denoising_strength: denoising(request),
        batch_size: request.outputs,
      });
      // With several images A1111 puts a grid of them first (its default "return grid").
      const images =
        answer.images.length > request.outputs ? answer.images.slice(1) : answer.images;
      if (images.length < request.outputs) {
        throw serverFailure(server, `answered ${images.length} of ${request.outputs} images`);
      }
      context.progress(92, 'Saving the images');
      const files: GeneratedFile[] = [];
      for (const image of images.slice(0, request.outputs)) {
        const { body } = await fitAnswered(server, image, size);
        files.push(await inRequestedFormat({ body, contentType: 'image/png' }, p, server.name));
      }
      return files;
    },
  };
}

/** The checkpoints the server can load, by title (what `model` takes), for system health. */
export async function listA1111Models(
  server: SelfHostedServer,
  signal: AbortSignal,
): Promise<string[]> {
  const models = await callServerJson(server, '/sdapi/v1/sd-models', { signal }, Models);
  return models.map((model) => model.title);
}

/**
 * One blocking drawing call, with the server's progress polled beside it. When the job is
 * cancelled or times out, the server would go on drawing for nobody: interrupt it. A1111's
 * interrupt stops whatever it is drawing; its API has no per-call interrupt.
 */
async function draw(
  server: SelfHostedServer,
  options: A1111Options,
  context: EngineContext,
  path: string,
  body: Record<string, unknown>,
) {
  // Already cancelled: nothing of ours is drawing, and an interrupt would stop another's image.
  context.signal.throwIfAborted();
  const polling = new AbortController();
  void pollProgress(server, context, AbortSignal.any([context.signal, polling.signal]), options);
  try {
    return await callServerJson(server, path, { json: body, signal: context.signal }, Answer);
  } catch (error) {
    if (context.signal.aborted) {
      await callServer(quiet(server), '/sdapi/v1/interrupt', {
        method: 'POST',
        signal: AbortSignal.timeout(INTERRUPT_TIMEOUT_MS),
      }).catch(() => undefined);
    }
    throw error;
  } finally {
    polling.abort();
  }
}

/** Progress is best effort: a failed poll is skipped, and only a rise is reported. */
async function pollProgress(
  server: SelfHostedServer,
  context: EngineContext,
  signal: AbortSignal,
  options: A1111Options,
) {
  const message = 'Drawing on your server';
  // A1111 answers 0 between jobs, so the highest fraction seen is kept.
  let highest = 0;
  try {
    while (!signal.aborted) {
      await sleep(options.pollMs ?? 1_000, undefined, { signal });
      const answer = await callServerJson(
        quiet(server),
        '/sdapi/v1/progress?skip_current_image=true',
        { signal },
        Progress,
      ).catch(() => null);
      if (answer && !signal.aborted && answer.progress > highest) {
        highest = Math.min(answer.progress, 1);
        context.progress(5 + highest * 85, message);
      }
    }
  } catch {
    // The sleep ends by throwing once the call is over.
  }
}

/** Best-effort calls that fail are not the server failing a job: they stay out of its metric. */
const quiet = (server: SelfHostedServer): SelfHostedServer => ({ ...server, onError: undefined });

/**
 * One answered image at the exact size. A1111 answers base64 in its configured sample format
 * (PNG, JPEG or WebP); some extensions prefix it as a data URL.
 */
async function fitAnswered(
  server: SelfHostedServer,
  base64: string,
  size: { width: number; height: number },
) {
  const body = Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64');
  if (!imageType(body)) throw serverFailure(server, 'answered a file that is not an image');
  try {
    return await fitImage(body, size.width, size.height);
  } catch {
    throw serverFailure(server, 'answered an image that cannot be read');
  }
}
