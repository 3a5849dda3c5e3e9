import {
  GENERATION_WAIT_SECONDS,
  REIMAGINE_IMAGE_CATALOGUE,
  REIMAGINE_LIMITS,
  REIMAGINE_MESSAGES,
  ReimagineImageFields,
  reimagineImageCostMicros,
} from '@atelier/contract';
import { randomInt } from 'node:crypto';
import { AppError } from '../../lib/errors';
import {
  mediaSources,
  readToolRequest,
  type MediaRequest,
} from '../../lib/media-inputs/media-request';
import { readMediaInput, type MediaSource } from '../../lib/media-inputs/read-media-input';
import type { MediaToolSubmit } from '../generation/media-tool-route';
import { submitWithInputs } from '../generation/submit-with-inputs';
import type { GenerationPlan } from '../generation/tools/tool';
import {
  reimagineDescription,
  reimagineImageTool,
  type ReimagineImageInput,
} from './reimagine-image-tool';

/** The fields that may carry files in a multipart request. */
export const REIMAGINE_IMAGE_FILES = { image: 'image', reference_images: 'image' } as const;

/**
 * POST /api/reimagine/generate: the spec's checks in its order (the image or the references, then
 * the prompt), every image read by the media-input module and kept as the user's media, then the
 * job submitted like every other generation (hold, queue, wait, answer).
 */
export const reimagineImage: MediaToolSubmit = async (deps, request, userId, headers) => {
  const { limits, media, fields } = await readToolRequest(
    deps.config,
    request,
    REIMAGINE_IMAGE_FILES,
    ReimagineImageFields,
  );
  // The spec's order (part 2, section 5): the image or references, then the prompt.
  const sources = imageSources(fields.tool_type, media);
  const prompt = fields.prompt?.trim() ?? '';
  if (!prompt) throw new AppError('UNPROCESSABLE', REIMAGINE_MESSAGES.promptRequired);

  const accepted = [];
  for (const source of sources) accepted.push(await readMediaInput(source, 'image', limits));

  const { parameters } = fields;
  const outputs = parameters.num_outputs ?? parameters.number_of_images ?? 1;
  return submitWithInputs(deps, {
    userId,
    files: accepted,
    fields,
    headers,
    plan: (images): GenerationPlan => {
      const input: ReimagineImageInput = {
        tool_type: fields.tool_type,
        parameters,
        outputs,
        seed: parameters.seed ?? randomInt(0, 2 ** 31),
        images,
      };
      return {
        tool: reimagineImageTool,
        tier: fields.tool_type,
        prompt,
        input: { ...input },
        costMicros: reimagineImageCostMicros(fields.tool_type, outputs),
        waitSeconds: GENERATION_WAIT_SECONDS.reimagine_image,
        description: reimagineDescription(fields.tool_type, outputs),
      };
    },
  });
};

function imageSources(
  tool: keyof typeof REIMAGINE_IMAGE_CATALOGUE,
  media: MediaRequest,
): MediaSource[] {
  if (REIMAGINE_IMAGE_CATALOGUE[tool].input === 'references') {
    const references = mediaSources(media, 'reference_images');
    if (references.length < REIMAGINE_LIMITS.references.min) {
      throw new AppError('UNPROCESSABLE', REIMAGINE_MESSAGES.referenceRequired);
    }
    if (references.length > REIMAGINE_LIMITS.references.max) {
      throw new AppError('UNPROCESSABLE', REIMAGINE_MESSAGES.tooManyReferences);
    }
    return references;
  }
  const [image] = [...mediaSources(media, 'image'), ...mediaSources(media, 'image_url')];
  if (!image) throw new AppError('UNPROCESSABLE', REIMAGINE_MESSAGES.imageRequired);
  return [image];
}
