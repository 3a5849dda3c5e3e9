import { REIMAGINE_VIDEO_CATALOGUE, type ReimagineVideoTool } from '@atelier/contract';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../lib/errors';
import { probeVideo, probeVideoFile, runFfmpeg, withTempFile } from '../../lib/ffmpeg';
import { frameSize } from '../local/video-editor';
import {
  mp4File,
  type GeneratedFile,
  type ReimagineVideoEngine,
  type ReimagineVideoRequest,
} from '../types';
import type { ReplicateClient } from './replicate-client';
import { outputUrls } from './replicate-downloads';

const MAX_VIDEO_BYTES = 300 * 1_048_576;
/** Aleph does not make 4:5: it is asked for 3:4 and the answer is cropped. */
const CROPPED_FROM: Partial<Record<string, string>> = { '4:5': '3:4' };

/**
 * The reimagine video tools on Replicate: PixVerse 4.5 (start and end frames, effects), Runway
 * Gen-4 Aleph (restyles the user's video) and Hailuo 02 (first frame). Images and videos go in as
 * Buffers, which the official client uploads to Replicate's file API first.
 */
export function createReplicateVideoEditor(
  client: ReplicateClient,
  tool: ReimagineVideoTool,
): ReimagineVideoEngine {
  const { model } = REIMAGINE_VIDEO_CATALOGUE[tool];
  return {
    engine: 'provider',
    model,
    async reimagineVideo(request, context) {
      context.progress(2, 'Sending your media to the model');
      const { output } = await client.runPrediction(
        { model, input: modelInput(request) },
        {
          signal: context.signal,
          resumeRef: context.resumeRef,
          onProviderRef: context.onProviderRef,
          expectedSeconds: tool === 'video_reference_ultra' ? 60 : 240,
          progress: (percent, message) => context.progress(2 + percent * 0.8, message),
        },
      );
      context.progress(84, 'Downloading the video');
      const [file] = await client.downloadOutputs(outputUrls(output).slice(0, 1), {
        signal: context.signal,
        maxBytes: MAX_VIDEO_BYTES,
      });
      if (!file || file.contentType !== 'video/mp4') {
        throw new AppError('UNAVAILABLE', 'Replicate answered a file that is not an MP4 video');
      }
      const cropTo = CROPPED_FROM[request.parameters.aspect_ratio] ? request : null;
      return cropTo
        ? crop(file.body, cropTo, context.signal)
        : described(file.body, context.signal);
    },
  };
}

function modelInput(request: ReimagineVideoRequest): Record<string, unknown> {
  const p = request.parameters;
  const optional = {
    ...(p.negative_prompt ? { negative_prompt: p.negative_prompt } : {}),
  };
  switch (request.tool) {
    case 'video_reference_ultra':
      return {
        prompt: request.prompt,
        quality: p.quality,
        duration: p.duration,
        aspect_ratio: p.aspect_ratio,
        seed: request.seed,
        ...optional,
        ...(request.startImage ? { image: request.startImage.body } : {}),
        ...(request.endImage ? { last_frame_image: request.endImage.body } : {}),
        // PixVerse applies no effect together with a last frame.
        ...(p.effect !== 'None' && !request.endImage ? { effect: p.effect } : {}),
      };
    case 'video_reference_ultra_pro':
      return {
        prompt: request.prompt || 'Keep the scene and its motion; improve the look.',
        video: request.video?.body,
        aspect_ratio: CROPPED_FROM[p.aspect_ratio] ?? p.aspect_ratio,
        seed: request.seed,
      };
    default:
      return {
        prompt: request.prompt,
        duration: p.duration,
        resolution: p.resolution,
        prompt_optimizer: p.prompt_optimizer,
        ...(request.startImage ? { first_frame_image: request.startImage.body } : {}),
        ...(request.endImage ? { last_frame_image: request.endImage.body } : {}),
      };
  }
}

async function described(body: Buffer, signal: AbortSignal): Promise<GeneratedFile> {
  const info = await probeVideo(body, { signal }).catch((error: unknown) => {
    if (signal.aborted) throw error;
    throw new AppError('UNAVAILABLE', 'Replicate answered a video that could not be read');
  });
  return mp4File(body, info);
}

/** The model's clip centre-cropped to the ratio asked (4:5 from Aleph's 3:4). */
function crop(
  body: Buffer,
  request: ReimagineVideoRequest,
  signal: AbortSignal,
): Promise<GeneratedFile> {
  const size = frameSize(request);
  return withTempFile(body, 'model.mp4', async (input, dir) => {
    const output = path.join(dir, 'out.mp4');
    const ratio = size.width / size.height;
    await runFfmpeg(
      [
        [
          '-i',
          input,
          '-vf',
          `crop='min(iw,ih*${ratio.toFixed(5)})':'min(ih,iw/${ratio.toFixed(5)})',scale=trunc(iw/2)*2:trunc(ih/2)*2`,
        ],
        ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '18', '-pix_fmt', 'yuv420p'],
        ['-c:a', 'copy', '-movflags', '+faststart', '-y', output],
      ].flat(),
      { signal },
    );
    return mp4File(
      await readFile(output),
      await probeVideoFile(output, { signal }),
      `Cropped to ${request.parameters.aspect_ratio} from the model's 3:4.`,
    );
  });
}
