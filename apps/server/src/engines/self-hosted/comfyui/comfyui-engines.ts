import type { ImageQuality } from '@atelier/contract';
import { probeVideo, type VideoInfo } from '../../../lib/ffmpeg';
import { fitImage, pngFile } from '../../fit-image';
import { conformVideo } from '../../replicate/ffmpeg';
import { imageType, inRequestedFormat } from '../../requested-format';
import {
  mp4File,
  type GeneratedFile,
  type ImageEngine,
  type ReimagineImageEngine,
  type VideoEngine,
} from '../../types';
import { denoising } from '../denoising';
import { editedSize, multipleOf8 } from '../drawn-size';
import { serverFailure, type SelfHostedServer } from '../server-call';
import { singleImage } from '../single-image';
import { downloadOutput, runWorkflow, uploadImage, type OutputFile } from './run-workflow';
import { fillWorkflow, type WorkflowTemplate } from './workflow-templates';

/**
 * The image tiers, reimagine's image tools and the video tiers on the operator's ComfyUI (issue
 * 36), each through its workflow template. The tools' parameters become the template's
 * placeholders; what a template does with them (its checkpoint, sampler, nodes) is the operator's.
 */

export interface ComfyUIOptions {
  /** The checkpoint for `{{checkpoint}}`: COMFYUI_IMAGE_CHECKPOINT or COMFYUI_VIDEO_CHECKPOINT. */
  checkpoint: string;
  /** How often to read the history when the socket is not there (tests shorten it). */
  pollMs?: number;
}

const STEPS: Record<ImageQuality, number> = { fast: 12, balanced: 20, high: 30 };
const VIDEO_STEPS = 30;
const NEGATIVE = 'blurry, low quality, distorted, watermark, text';
const VIDEO_NEGATIVE = 'low quality, worst quality, deformed, distorted, motion smear';

/** `sd_xl_base_1.0.safetensors` where the template loads the checkpoint we name, else its file. */
function modelName(template: WorkflowTemplate, options: ComfyUIOptions): string {
  return template.placeholders.has('checkpoint')
    ? options.checkpoint
    : `comfyui:${template.source.split(/[\\/]/).pop()}`;
}

const isVideo = (file: OutputFile) =>
  file.animated || /\.(mp4|webm|mov|mkv|gif)$/i.test(file.filename);

/** The first image an output node saved, checked to be one. */
async function firstImage(
  server: SelfHostedServer,
  files: OutputFile[],
  signal: AbortSignal,
): Promise<Buffer> {
  const file = files.find((candidate) => !isVideo(candidate));
  if (!file) throw serverFailure(server, 'finished the workflow without saving an image');
  const body = await downloadOutput(server, file, signal);
  if (!imageType(body)) throw serverFailure(server, 'answered a file that is not an image');
  return body;
}

async function fitted(
  server: SelfHostedServer,
  body: Buffer,
  size: { width: number; height: number },
) {
  try {
    return await fitImage(body, size.width, size.height);
  } catch {
    throw serverFailure(server, 'answered an image that cannot be read');
  }
}

export function createComfyUIImageEngine(
  server: SelfHostedServer,
  template: WorkflowTemplate,
  options: ComfyUIOptions,
): ImageEngine {
  return {
    engine: 'self_hosted',
    model: modelName(template, options),
    async generate(request, context) {
      context.progress(2, 'Sending the workflow to your server');
      const workflow = fillWorkflow(template, {
        prompt: request.prompt,
        negative_prompt: NEGATIVE,
        seed: request.seed,
        width: multipleOf8(request.width),
        height: multipleOf8(request.height),
        steps: STEPS[request.quality],
        cfg: 7,
        denoise: 1,
        checkpoint: options.checkpoint,
      });
      const files = await runWorkflow(server, workflow, context, {
        message: 'Drawing on your server',
        pollMs: options.pollMs,
      });
      context.progress(92, 'Sizing the image');
      const body = await firstImage(server, files, context.signal);
      return pngFile(await fitted(server, body, request), request);
    },
  };
}

/**
 * Reimagine's image tools as the image-to-image template, with the same mapping as the
 * AUTOMATIC1111 editor: single_image_ultra's strength is the denoise, single_image_ultra_pro's is
 * the image's weight (its opposite), the instruction editors redraw at 0.6. The user's image is
 * resized to the size asked first, uploaded, and each of the 1-4 outputs is one run with the
 * next seed, so any operator template (batch size 1) serves every count.
 */
export function createComfyUIImageEditor(
  server: SelfHostedServer,
  template: WorkflowTemplate,
  options: ComfyUIOptions,
): ReimagineImageEngine {
  return {
    engine: 'self_hosted',
    model: modelName(template, options),
    async reimagine(request, context) {
      const first = singleImage(server, request);
      const p = request.parameters;
      const size = await editedSize(first.body, p);
      const { signal } = context;
      context.progress(2, 'Sending your image to your server');
      const sized = await fitImage(first.body, size.width, size.height);
      const name = await uploadImage(
        server,
        { body: sized.body, contentType: 'image/png' },
        signal,
      );
      const files: GeneratedFile[] = [];
      const share = 85 / request.outputs;
      for (let index = 0; index < request.outputs; index += 1) {
        const workflow = fillWorkflow(template, {
          prompt: request.prompt,
          negative_prompt: p.negative_prompt ?? '',
          seed: request.seed + index,
          input_image: name,
          width: size.width,
          height: size.height,
          steps: p.num_inference_steps,
          cfg: request.tool === 'single_image_ultra' ? p.guidance_scale : 7,
          denoise: denoising(request),
          checkpoint: options.checkpoint,
        });
        const from = 5 + share * index;
        const outputs = await runWorkflow(server, workflow, context, {
          message:
            request.outputs > 1
              ? `Drawing image ${index + 1} of ${request.outputs} on your server`
              : 'Drawing on your server',
          span: [from, from + share],
          pollMs: options.pollMs,
        });
        const body = await firstImage(server, outputs, signal);
        const { body: png } = await fitted(server, body, size);
        files.push(
          await inRequestedFormat({ body: png, contentType: 'image/png' }, p, server.name),
        );
      }
      return files;
    },
  };
}

/** LTX-Video draws on a 32-pixel grid. */
const multipleOf32 = (pixels: number) => Math.max(64, Math.round(pixels / 32) * 32);
/** LTX-Video's clip lengths are 8n + 1 frames: the shortest that covers the asked seconds. */
const framesFor = (seconds: number, fps: number) => Math.ceil((seconds * fps) / 8) * 8 + 1;
const sameRate = (a: number, b: number) => Math.abs(a - b) < 0.01;
const isMp4 = (body: Buffer) => body.subarray(4, 8).toString('latin1') === 'ftyp';

/**
 * The video tiers through the text-to-video template (LTX-Video shipped). The clip comes back at
 * the template's size; it is re-encoded to H.264 MP4 at the asked size and frame rate, and cut to
 * the asked seconds, when it is anything else.
 */
export function createComfyUIVideoEngine(
  server: SelfHostedServer,
  template: WorkflowTemplate,
  options: ComfyUIOptions,
): VideoEngine {
  return {
    engine: 'self_hosted',
    model: modelName(template, options),
    async generate(request, context) {
      const { signal } = context;
      context.progress(1, 'Sending the workflow to your server');
      const workflow = fillWorkflow(template, {
        prompt: request.prompt,
        negative_prompt: VIDEO_NEGATIVE,
        seed: request.seed,
        width: multipleOf32(request.width),
        height: multipleOf32(request.height),
        frames: framesFor(request.duration, request.fps),
        fps: request.fps,
        steps: VIDEO_STEPS,
        cfg: 3,
        checkpoint: options.checkpoint,
      });
      const files = await runWorkflow(server, workflow, context, {
        message: 'Rendering frames on your server',
        pollMs: options.pollMs,
        span: [3, 84],
      });
      const file = files.find(isVideo);
      if (!file) throw serverFailure(server, 'finished the workflow without saving a video');
      context.progress(86, 'Downloading the video');
      let body = await downloadOutput(server, file, signal);
      let info: VideoInfo = await probeVideo(body, { signal }).catch((error: unknown) => {
        if (signal.aborted) throw error;
        throw serverFailure(server, 'answered a video that could not be read');
      });
      const tooLong = info.duration > request.duration + 0.25;
      const resized = info.width !== request.width || info.height !== request.height;
      if (!isMp4(body) || !sameRate(info.fps, request.fps) || tooLong || resized) {
        context.progress(92, 'Encoding the video');
        ({ body, info } = await conformVideo(
          body,
          {
            fps: request.fps,
            ...(tooLong ? { seconds: request.duration } : {}),
            ...(resized ? { size: { width: request.width, height: request.height } } : {}),
          },
          { signal },
        ).catch((error: unknown) => {
          if (signal.aborted) throw error;
          throw serverFailure(server, 'answered a video that could not be converted to MP4');
        }));
      }
      return mp4File(body, info);
    },
  };
}
