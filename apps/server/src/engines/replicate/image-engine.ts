import type { ImageQuality, ImageTier } from '@atelier/contract';
import { AppError } from '../../lib/errors';
import { fitImage, pngFile } from '../fit-image';
import type { EngineContext, GeneratedFile, ImageEngine, ImageRequest } from '../types';
import type { ReplicateClient } from './replicate-client';
import { outputUrls } from './replicate-downloads';

export const FLUX_SCHNELL = 'black-forest-labs/flux-schnell';
export const FLUX_PRO = 'black-forest-labs/flux-1.1-pro';

const MAX_IMAGE_BYTES = 50 * 1_048_576;

/** flux-schnell is distilled for 1-4 steps; `go_fast` trades a little detail for speed. */
const SCHNELL_SETTINGS: Record<ImageQuality, { num_inference_steps: number; go_fast: boolean }> = {
  fast: { num_inference_steps: 2, go_fast: true },
  balanced: { num_inference_steps: 4, go_fast: true },
  high: { num_inference_steps: 4, go_fast: false },
};

function modelInput(model: string, request: ImageRequest): Record<string, unknown> {
  if (model === FLUX_PRO) {
    return {
      prompt: request.prompt,
      aspect_ratio: request.aspectRatio,
      output_format: 'png',
      safety_tolerance: 2,
      prompt_upsampling: request.quality === 'high',
      seed: request.seed,
    };
  }
  return {
    prompt: request.prompt,
    aspect_ratio: request.aspectRatio,
    num_outputs: 1,
    output_format: 'png',
    megapixels: '1',
    ...SCHNELL_SETTINGS[request.quality],
    seed: request.seed,
  };
}

/** Paid image tiers on Replicate: FLUX schnell for free and ultra, FLUX 1.1 pro for ultra_pro. */
export function createReplicateImageEngine(client: ReplicateClient, tier: ImageTier): ImageEngine {
  const model = tier === 'ultra_pro' ? FLUX_PRO : FLUX_SCHNELL;
  return {
    engine: 'provider',
    model,
    async generate(request: ImageRequest, context: EngineContext): Promise<GeneratedFile> {
      context.progress(2, 'Sending the prompt to Replicate');
      const { output } = await client.runPrediction(
        { model, input: modelInput(model, request) },
        {
          signal: context.signal,
          resumeRef: context.resumeRef,
          onProviderRef: context.onProviderRef,
          expectedSeconds: model === FLUX_PRO ? 10 : 3,
          progress: (percent, message) => context.progress(5 + percent * 0.8, message),
        },
      );
      context.progress(86, 'Downloading the image');
      const [file] = await client.downloadOutputs(outputUrls(output).slice(0, 1), {
        signal: context.signal,
        maxBytes: MAX_IMAGE_BYTES,
      });
      if (!file || !file.contentType.startsWith('image/')) {
        throw new AppError('UNAVAILABLE', 'Replicate answered a file that is not an image');
      }
      context.progress(93, 'Sizing the image');
      const fitted = await fitImage(file.body, request.width, request.height);
      return pngFile(fitted, request);
    },
  };
}
