import {
  FREE_IMAGE_SIZE,
  GENERATION_WAIT_SECONDS,
  IMAGE_RESOLUTION_OPTIONS,
  imageCostMicros,
  imageSize,
  type AspectRatio,
  type ImageQuality,
  type ImageResolution,
  type ImageResponse,
  type ImageTier,
} from '@atelier/contract';
import { randomInt } from 'node:crypto';
import { LOCAL_NOTES } from './local-notes';
import { chargedFields, mediaOutcome, type GenerationPlan, type GenerationTool } from './tool';

interface ImageInput {
  model_type: ImageTier;
  resolution: ImageResolution;
  quality: ImageQuality;
  aspect_ratio: AspectRatio;
  width: number;
  height: number;
  seed: number;
  caption: boolean;
}

export const imageTool: GenerationTool = {
  id: 'image',
  kind: 'image',
  queue: 'generate',
  displayType: 'image_generation',
  deadlineSeconds: 10 * 60,
  async execute(job, context, deps) {
    const input = job.input as unknown as ImageInput;
    const engine = deps.engines.image(input.model_type);
    context.progress(5, engine.engine === 'local' ? 'Rendering locally' : 'Sending to the model');
    const file = await engine.generate(
      {
        prompt: job.prompt,
        width: input.width,
        height: input.height,
        aspectRatio: input.aspect_ratio,
        quality: input.quality,
        seed: input.seed,
        caption: input.caption,
      },
      context,
    );
    return mediaOutcome(engine, file, LOCAL_NOTES.image);
  },
  present(job, outputs): ImageResponse {
    const input = job.input as unknown as ImageInput;
    const image = outputs[0];
    if (!image) throw new Error(`image job ${job.id} has no output`);
    return {
      success: true,
      image_url: image.url,
      download_url: image.download_url,
      download_name: image.download_name,
      width: image.width ?? input.width,
      height: image.height ?? input.height,
      model_type: input.model_type,
      resolution: input.resolution,
      quality: input.quality,
      aspect_ratio: input.aspect_ratio,
      ...chargedFields(job),
    };
  },
};

export function planImage(body: {
  prompt: string;
  model_type: ImageTier;
  resolution?: ImageResolution;
  quality?: ImageQuality;
  aspect_ratio?: AspectRatio;
  seed?: number;
  caption?: boolean;
}): GenerationPlan {
  const free = body.model_type === 'free';
  const resolution = free ? 'standard' : (body.resolution ?? 'standard');
  const aspect = free ? '1:1' : (body.aspect_ratio ?? '1:1');
  const size = free ? FREE_IMAGE_SIZE : imageSize(resolution, aspect);
  const input: ImageInput = {
    model_type: body.model_type,
    resolution,
    quality: free ? 'balanced' : (body.quality ?? 'balanced'),
    aspect_ratio: aspect,
    width: size.width,
    height: size.height,
    seed: body.seed ?? randomInt(0, 2 ** 31),
    caption: body.caption ?? false,
  };
  return {
    tool: imageTool,
    tier: body.model_type,
    prompt: body.prompt,
    input: { ...input },
    costMicros: imageCostMicros(body.model_type, resolution),
    waitSeconds: free ? GENERATION_WAIT_SECONDS.free_image : GENERATION_WAIT_SECONDS.image,
    description: free
      ? 'Free image generation'
      : `Image generation (${body.model_type}, ${IMAGE_RESOLUTION_OPTIONS[resolution].label})`,
  };
}
