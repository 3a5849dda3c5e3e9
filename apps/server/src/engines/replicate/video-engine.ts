import type { VideoTier } from '@atelier/contract';
import { AppError } from '../../lib/errors';
import { probeVideo, type VideoInfo } from '../../lib/ffmpeg';
import {
  mp4File,
  type EngineContext,
  type GeneratedFile,
  type VideoEngine,
  type VideoRequest,
} from '../types';
import { conformVideo } from './ffmpeg';
import type { ReplicateClient } from './replicate-client';
import { outputUrls } from './replicate-downloads';

export const PIXVERSE = 'pixverse/pixverse-v4.5';
/** A community model, run by its published version: 24 fps clips at a chosen size in seconds. */
export const LTX_VIDEO = {
  model: 'lightricks/ltx-video',
  version: '8c47da666861d081eeb4d1261853087de23923a268a69b63febdf5dc1dee08e4',
} as const;
/** LTX-Video's clip lengths in frames (24 fps): the shortest that covers the asked seconds. */
const LTX_LENGTHS = [97, 129, 161, 193, 225, 257];
export const HAILUO = 'minimax/hailuo-02';

const MAX_VIDEO_BYTES = 300 * 1_048_576;

interface TierPlan {
  model: string;
  expectedSeconds: number;
  input(request: VideoRequest): Record<string, unknown>;
}

const PLANS: Record<VideoTier, TierPlan> = {
  ultra: {
    model: `${LTX_VIDEO.model}:${LTX_VIDEO.version}`,
    expectedSeconds: 12,
    input: (request) => ({
      prompt: request.prompt,
      negative_prompt: 'low quality, worst quality, deformed, distorted',
      // The shorter side in pixels (768P: 768); the clip is cut to the asked seconds afterwards.
      target_size: Number.parseInt(request.resolution, 10),
      aspect_ratio: '16:9',
      length: LTX_LENGTHS.find((frames) => frames >= request.duration * 24 + 1) ?? 257,
      model: '0.9.1',
      steps: 30,
      cfg: 3,
      seed: request.seed,
    }),
  },
  ultra_pro: {
    model: HAILUO,
    expectedSeconds: 240,
    input: (request) => {
      const duration = request.duration === 10 ? 10 : 6;
      // Hailuo makes 10-second clips at 768p only.
      const resolution = duration === 10 ? '768p' : request.resolution.toLowerCase();
      return {
        prompt: request.prompt,
        duration,
        resolution: resolution === '512p' ? '512p' : '768p',
        prompt_optimizer: false,
      };
    },
  },
  ultra_max: {
    model: HAILUO,
    expectedSeconds: 240,
    input: (request) => ({
      prompt: request.prompt,
      duration: 6,
      resolution: '1080p',
      prompt_optimizer: false,
    }),
  },
};

const sameRate = (a: number, b: number) => Math.abs(a - b) < 0.01;

/** Video tiers on Replicate: LTX-Video for ultra, Hailuo 02 for ultra_pro and ultra_max. */
export function createReplicateVideoEngine(client: ReplicateClient, tier: VideoTier): VideoEngine {
  const plan = PLANS[tier];
  return {
    engine: 'provider',
    model: plan.model,
    async generate(request: VideoRequest, context: EngineContext): Promise<GeneratedFile> {
      const { signal } = context;
      context.progress(1, 'Sending the prompt to Replicate');
      const { output } = await client.runPrediction(
        { model: plan.model, input: plan.input(request) },
        {
          signal,
          resumeRef: context.resumeRef,
          onProviderRef: context.onProviderRef,
          expectedSeconds: plan.expectedSeconds,
          progress: (percent, message) => context.progress(2 + percent * 0.8, message),
        },
      );
      context.progress(84, 'Downloading the video');
      const [file] = await client.downloadOutputs(outputUrls(output).slice(0, 1), {
        signal,
        maxBytes: MAX_VIDEO_BYTES,
      });
      if (!file || file.contentType !== 'video/mp4') {
        throw new AppError('UNAVAILABLE', 'Replicate answered a file that is not an MP4 video');
      }
      let body = file.body;
      let info: VideoInfo = await probeVideo(body, { signal }).catch((error: unknown) => {
        if (signal.aborted) throw error;
        throw new AppError('UNAVAILABLE', 'Replicate answered a video that could not be read');
      });
      const notes: string[] = [];
      const tooLong = info.duration > request.duration + 0.25;
      if (!sameRate(info.fps, request.fps) || tooLong) {
        context.progress(90, `Converting to ${request.fps} fps`);
        const from = info;
        ({ body, info } = await conformVideo(
          body,
          { fps: request.fps, ...(tooLong ? { seconds: request.duration } : {}) },
          { signal },
        ));
        if (!sameRate(from.fps, request.fps)) {
          notes.push(`Frame rate converted from ${from.fps} to ${request.fps} fps`);
        }
        if (tooLong) notes.push(`Cut from ${from.duration.toFixed(1)} s to ${request.duration} s`);
      }
      return mp4File(body, info, notes.join('; '));
    },
  };
}
