import {
  REIMAGINE_VIDEO_CATALOGUE,
  type ReimagineVideoResponse,
  type ReimagineVideoTool,
  type ResolvedVideoParameters,
} from '@atelier/contract';
import { readJobInputs, type JobInputFile } from '../../lib/media-inputs/read-job-inputs';
import { LOCAL_NOTES } from '../generation/tools/local-notes';
import { chargedFields, mediaOutcome, type GenerationTool } from '../generation/tools/tool';

export interface ReimagineVideoInput {
  tool_type: ReimagineVideoTool;
  parameters: ResolvedVideoParameters;
  seed: number;
  start_image?: JobInputFile;
  end_image?: JobInputFile;
  video?: JobInputFile;
}

/** Reimagine's video tools as a job (spec part 2, section 7: 300 s). */
export const reimagineVideoTool: GenerationTool = {
  id: 'reimagine-video',
  kind: 'video',
  queue: 'generate-video',
  displayType: 'video_generation',
  deadlineSeconds: 300,
  async execute(job, context, deps) {
    const input = job.input as unknown as ReimagineVideoInput;
    const read = async (file?: JobInputFile) =>
      file ? (await readJobInputs(deps.storage, [file]))[0] : undefined;
    const engine = deps.engines.videoEditor(input.tool_type);
    const file = await engine.reimagineVideo(
      {
        tool: input.tool_type,
        prompt: job.prompt,
        parameters: input.parameters,
        seed: input.seed,
        startImage: await read(input.start_image),
        endImage: await read(input.end_image),
        video: await read(input.video),
      },
      context,
    );
    return mediaOutcome(engine, file, LOCAL_NOTES.reimagineVideo);
  },
  present(job, outputs): ReimagineVideoResponse {
    const input = job.input as unknown as ReimagineVideoInput;
    const [video] = outputs;
    if (!video) throw new Error(`reimagine video job ${job.id} has no output`);
    return {
      success: true,
      tool: input.tool_type,
      video_url: video.url,
      download_url: video.download_url,
      download_name: video.download_name,
      width: video.width ?? 0,
      height: video.height ?? 0,
      duration: video.duration ?? input.parameters.duration,
      ...chargedFields(job),
    };
  },
};

export function reimagineVideoDescription(tool: ReimagineVideoTool, seconds: number): string {
  return `Reimagine: ${REIMAGINE_VIDEO_CATALOGUE[tool].name} (${seconds} s)`;
}
