import {
  GENERATION_WAIT_SECONDS,
  REIMAGINE_MESSAGES,
  REIMAGINE_VIDEO_CATALOGUE,
  ReimagineVideoFields,
  reimagineVideoCostMicros,
  resolveVideoParameters,
} from '@atelier/contract';
import { randomInt } from 'node:crypto';
import { AppError } from '../../lib/errors';
import { mediaSources, readToolRequest } from '../../lib/media-inputs/media-request';
import { readMediaInput, type AcceptedMedia } from '../../lib/media-inputs/read-media-input';
import type { MediaToolSubmit } from '../generation/media-tool-route';
import { submitWithInputs } from '../generation/submit-with-inputs';
import {
  reimagineVideoDescription,
  reimagineVideoTool,
  type ReimagineVideoInput,
} from './reimagine-video-tool';

/** The fields that may carry files in a multipart request. */
export const VIDEO_REQUEST_FILES = { image: 'image', end_image: 'image', video: 'video' } as const;

/**
 * POST /api/reimagine/generate-video: the spec's checks (the restyle tool needs a video, the others
 * a prompt), the tool's choices resolved (10 s at 1080p refused with a clear 422), the files read
 * and kept as the user's media, then the video job submitted like every generation.
 */
export const reimagineVideo: MediaToolSubmit = async (deps, request, userId, headers) => {
  const { limits, media, fields } = await readToolRequest(
    deps.config,
    request,
    VIDEO_REQUEST_FILES,
    ReimagineVideoFields,
  );
  const tool = fields.tool_type;
  const prompt = fields.prompt?.trim() ?? '';
  const [videoSource] = [...mediaSources(media, 'video'), ...mediaSources(media, 'video_url')];
  if (REIMAGINE_VIDEO_CATALOGUE[tool].input === 'video') {
    if (!videoSource) throw new AppError('UNPROCESSABLE', REIMAGINE_MESSAGES.videoRequired);
  } else if (!prompt) {
    throw new AppError('UNPROCESSABLE', REIMAGINE_MESSAGES.promptRequired);
  }
  const resolved = resolveVideoParameters(tool, fields.parameters);
  if (!resolved.ok) throw new AppError('UNPROCESSABLE', resolved.message);
  const parameters = resolved.value;

  // The restyle tool takes only the video; the others only the optional frames.
  const wanted: Array<['start_image' | 'end_image' | 'video', AcceptedMedia]> = [];
  if (REIMAGINE_VIDEO_CATALOGUE[tool].input === 'video' && videoSource) {
    wanted.push(['video', await readMediaInput(videoSource, 'video', limits)]);
  } else {
    const [start] = mediaSources(media, 'image');
    const [end] = mediaSources(media, 'end_image');
    if (start) wanted.push(['start_image', await readMediaInput(start, 'image', limits)]);
    if (end) wanted.push(['end_image', await readMediaInput(end, 'image', limits)]);
  }
  return submitWithInputs(deps, {
    userId,
    files: wanted.map(([, file]) => file),
    fields,
    headers,
    plan: (stored) => {
      const input: ReimagineVideoInput = {
        tool_type: tool,
        parameters,
        seed: parameters.seed ?? randomInt(0, 2 ** 31),
        ...Object.fromEntries(wanted.map(([role], index) => [role, stored[index]])),
      };
      return {
        tool: reimagineVideoTool,
        tier: tool,
        prompt,
        input: { ...input },
        costMicros: reimagineVideoCostMicros(tool, parameters),
        waitSeconds: GENERATION_WAIT_SECONDS.reimagine_video,
        description: reimagineVideoDescription(tool, parameters.duration),
      };
    },
  });
};
