import {
  GENERATION_WAIT_SECONDS,
  resolveVideoChoices,
  videoCostMicros,
  type VideoResponse,
  type VideoTier,
} from '@atelier/contract';
import { randomInt } from 'node:crypto';
import { LOCAL_NOTES } from './local-notes';
import { chargedFields, mediaOutcome, type GenerationPlan, type GenerationTool } from './tool';

interface VideoInput {
  model_type: VideoTier;
  duration: number;
  resolution: string;
  fps: number;
  width: number;
  height: number;
  seed: number;
}

export const videoTool: GenerationTool = {
  id: 'video',
  kind: 'video',
  queue: 'generate-video',
  displayType: 'video_generation',
  deadlineSeconds: 20 * 60,
  async execute(job, context, deps) {
    const input = job.input as unknown as VideoInput;
    const engine = deps.engines.video(input.model_type);
    context.progress(
      2,
      engine.engine === 'local' ? 'Rendering frames locally' : 'Sending to the model',
    );
    const file = await engine.generate(
      {
        prompt: job.prompt,
        width: input.width,
        height: input.height,
        duration: input.duration,
        fps: input.fps,
        seed: input.seed,
        resolution: input.resolution,
      },
      context,
    );
    return mediaOutcome(engine, file, LOCAL_NOTES.video);
  },
  present(job, outputs): VideoResponse {
    const input = job.input as unknown as VideoInput;
    const video = outputs[0];
    if (!video) throw new Error(`video job ${job.id} has no output`);
    return {
      success: true,
      video_url: video.url,
      download_url: video.download_url,
      download_name: video.download_name,
      duration: video.duration ?? input.duration,
      resolution: input.resolution,
      fps: video.fps ?? input.fps,
      model_type: input.model_type,
      ...chargedFields(job),
    };
  },
};

export function planVideo(body: {
  prompt: string;
  model_type: VideoTier;
  duration?: number | null;
  resolution?: string | null;
  fps?: number | null;
  seed?: number;
}): GenerationPlan {
  const choice = resolveVideoChoices(body.model_type, body);
  const input: VideoInput = {
    model_type: body.model_type,
    duration: choice.duration,
    resolution: choice.resolution.value,
    fps: choice.fps,
    width: choice.resolution.width,
    height: choice.resolution.height,
    seed: body.seed ?? randomInt(0, 2 ** 31),
  };
  return {
    tool: videoTool,
    tier: body.model_type,
    prompt: body.prompt,
    input: { ...input },
    costMicros: videoCostMicros(body.model_type, choice.duration, choice.resolution.value),
    waitSeconds: GENERATION_WAIT_SECONDS.video,
    description: `Video generation (${body.model_type}, ${choice.duration} s, ${choice.resolution.value})`,
  };
}
