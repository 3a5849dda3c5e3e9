import { REIMAGINE_IMAGE_CATALOGUE, type ReimagineImageTool } from '@atelier/contract';
import sharp from 'sharp';
import { inRequestedFormat } from '../requested-format';
import type { GeneratedFile, ReimagineImageEngine, ReimagineImageRequest } from '../types';
import type { ReplicateClient } from './replicate-client';
import { outputUrls } from './replicate-downloads';

const MAX_IMAGE_BYTES = 50 * 1_048_576;

/** The ratios FLUX 1.1 pro ultra takes; `match_input_image` becomes the input's nearest one. */
const ULTRA_RATIOS = [
  '21:9',
  '16:9',
  '3:2',
  '4:3',
  '5:4',
  '1:1',
  '4:5',
  '3:4',
  '2:3',
  '9:16',
  '9:21',
];

/**
 * The reimagine image tools on Replicate (models in the contract's catalogue). The user's images
 * go in as Buffers, which the official client uploads to Replicate's file API first. FLUX dev
 * answers several images from one prediction; the other models answer one, so each further output
 * is its own prediction with the next seed.
 */
export function createReplicateImageEditor(
  client: ReplicateClient,
  tool: ReimagineImageTool,
): ReimagineImageEngine {
  const { model } = REIMAGINE_IMAGE_CATALOGUE[tool];
  return {
    engine: 'provider',
    model,
    async reimagine(request, context) {
      const perPrediction = model === 'black-forest-labs/flux-dev' ? request.outputs : 1;
      const runs = Math.ceil(request.outputs / perPrediction);
      const files: GeneratedFile[] = [];
      for (let run = 0; run < runs; run += 1) {
        const input = await modelInput(model, request, request.seed + run, perPrediction);
        const share = (percent: number) => 5 + ((run + percent / 100) / runs) * 80;
        context.progress(share(0), 'Sending your image to the model');
        const { output } = await client.runPrediction(
          { model, input },
          {
            signal: context.signal,
            // A retried job resumes its prediction only when one prediction makes the whole answer.
            ...(runs === 1
              ? { resumeRef: context.resumeRef, onProviderRef: context.onProviderRef }
              : {}),
            expectedSeconds: 12,
            progress: (percent, message) => context.progress(share(percent), message),
          },
        );
        const downloaded = await client.downloadOutputs(outputUrls(output), {
          signal: context.signal,
          maxBytes: MAX_IMAGE_BYTES,
        });
        for (const file of downloaded) {
          files.push(await inRequestedFormat(file, request.parameters, 'Replicate'));
        }
      }
      context.progress(92, 'Saving the images');
      return files.slice(0, request.outputs);
    },
  };
}

async function modelInput(
  model: string,
  request: ReimagineImageRequest,
  seed: number,
  outputs: number,
): Promise<Record<string, unknown>> {
  const p = request.parameters;
  const [first] = request.images;
  if (!first) throw new Error('a reimagine request without an image');
  // Kontext and 1.1 pro answer jpg or png; webp is made from png here.
  const jpgOrPng = p.output_format === 'jpg' ? 'jpg' : 'png';
  // Replicate allows at most 2 with input images on the Kontext models.
  const kontextSafety = Math.min(p.safety_tolerance, 2);
  switch (model) {
    case 'black-forest-labs/flux-dev':
      return {
        prompt: request.prompt,
        image: first.body,
        prompt_strength: p.strength,
        num_inference_steps: p.num_inference_steps,
        // FLUX dev's guidance runs 0-10.
        guidance: Math.min(p.guidance_scale, 10),
        num_outputs: outputs,
        output_format: p.output_format,
        output_quality: p.quality === 'hd' ? 95 : 80,
        seed,
        go_fast: false,
      };
    case 'black-forest-labs/flux-1.1-pro-ultra':
      return {
        prompt: request.prompt,
        image_prompt: first.body,
        image_prompt_strength: p.strength,
        aspect_ratio:
          p.aspect_ratio === 'match_input_image' || !ULTRA_RATIOS.includes(p.aspect_ratio)
            ? await nearestRatio(first.body)
            : p.aspect_ratio,
        output_format: jpgOrPng,
        safety_tolerance: Math.max(1, p.safety_tolerance),
        seed,
        raw: false,
      };
    case 'flux-kontext-apps/multi-image-list':
      return {
        prompt: request.prompt,
        input_images: request.images.map((image) => image.body),
        aspect_ratio: p.aspect_ratio,
        output_format: jpgOrPng,
        safety_tolerance: kontextSafety,
        seed,
      };
    default:
      return {
        prompt: request.prompt,
        input_image: first.body,
        aspect_ratio: p.aspect_ratio,
        output_format: jpgOrPng,
        safety_tolerance: kontextSafety,
        prompt_upsampling: p.prompt_optimizer ?? false,
        seed,
      };
  }
}

async function nearestRatio(body: Buffer): Promise<string> {
  const { width = 1, height = 1 } = await sharp(body).metadata();
  const wanted = width / height;
  const value = (ratio: string) => {
    const [w, h] = ratio.split(':').map(Number);
    return (w ?? 1) / (h ?? 1);
  };
  return ULTRA_RATIOS.reduce((best, ratio) =>
    Math.abs(Math.log(value(ratio) / wanted)) < Math.abs(Math.log(value(best) / wanted))
      ? ratio
      : best,
  );
}
