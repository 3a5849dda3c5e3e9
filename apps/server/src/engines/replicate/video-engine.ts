import type { VideoTier } from '@atelier/contract';
import { AppError } from '../../lib/errors';
import { probeVideo, type VideoInfo } from '../../lib/ffmpeg';
import type { EngineContext, GeneratedFile, VideoEngine, VideoRequest } from '../types';
import { convertFrameRate } from './ffmpeg';
import type { ReplicateClient } from './replicate-client';
import { outputUrls } from './replicate-downloads';

export const PIXVERSE = 'pixverse/pixverse-v4.5';
export const HAILUO = 'minimax/hailuo-02';

const MAX_VIDEO_BYTES = 300 * 1_048_576;

interface TierPlan {
  model: string;
  expectedSeconds: number;
  input(request: VideoRequest): Record<string, unknown>;
}

const PLANS: Record<VideoTier, TierPlan> = {
  ultra: {
    model: PIXVERSE,
    expectedSeconds: 60,
    input: (request) => ({
      prompt: request.prompt,
      // The tier's labels (540P, 720P, 1080P) are the model's quality names in lower case.
      quality: request.resolution.toLowerCase(),
      duration: request.duration === 8 ? 8 : 5,
      aspect_ratio: '16:9',
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

/** Video tiers on Replicate: PixVerse 4.5 for ultra, Hailuo 02 for ultra_pro and ultra_max. */
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
      let note: string | undefined;
      if (!sameRate(info.fps, request.fps)) {
        context.progress(90, `Converting to ${request.fps} fps`);
        const from = info.fps;
        ({ body, info } = await convertFrameRate(body, request.fps, { signal }));
        note = `Frame rate converted from ${from} to ${request.fps} fps`;
      }
      return {
        body,
        contentType: 'video/mp4',
        extension: 'mp4',
        width: info.width,
        height: info.height,
        duration: info.duration,
        fps: info.fps,
        ...(note ? { note } : {}),
      };
    },
  };
}
