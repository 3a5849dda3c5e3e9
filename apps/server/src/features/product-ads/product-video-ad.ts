import {
  GENERATION_WAIT_SECONDS,
  PRODUCT_AD_MESSAGES,
  PRODUCT_VIDEO_AD_COST_MICROS,
  ProductVideoAdFields,
  resolveVideoParameters,
} from '@atelier/contract';
import { randomInt } from 'node:crypto';
import { AppError } from '../../lib/errors';
import { readMediaInput } from '../../lib/media-inputs/read-media-input';
import type { MediaToolSubmit } from '../generation/media-tool-route';
import { readProductAdRequest } from './product-photo';
import { submitWithInputs } from '../generation/submit-with-inputs';
import type { ReimagineVideoInput } from '../reimagine/reimagine-video-tool';
import { productVideoAdTool } from './product-video-ad-tool';

/**
 * POST /api/product-ads/video/generate: a video ad of at most 5 s from the product photo and the
 * user's description (spec: query `product_image_url`, `user_description`; JSON or multipart too).
 */
export const productVideoAd: MediaToolSubmit = async (deps, request, userId, headers) => {
  const {
    limits,
    fields,
    photo: source,
  } = await readProductAdRequest(deps, request, ProductVideoAdFields);
  const description = fields.user_description?.trim() ?? '';
  if (!source || !description) {
    throw new AppError('UNPROCESSABLE', PRODUCT_AD_MESSAGES.imageAndDescription);
  }
  const image = await readMediaInput(source, 'image', limits);
  const resolved = resolveVideoParameters('video_reference_ultra', {});
  if (!resolved.ok) throw new Error(resolved.message);
  return submitWithInputs(deps, {
    userId,
    files: [image],
    fields,
    headers,
    plan: ([stored]) => {
      const input: ReimagineVideoInput = {
        tool_type: 'video_reference_ultra',
        parameters: resolved.value,
        seed: randomInt(0, 2 ** 31),
        start_image: stored,
      };
      return {
        tool: productVideoAdTool,
        tier: 'product_video',
        prompt: `Product advertisement: ${description}. The product stays the hero: a smooth, slow camera move around it, studio lighting, a premium commercial look.`,
        input: { ...input },
        costMicros: PRODUCT_VIDEO_AD_COST_MICROS,
        waitSeconds: GENERATION_WAIT_SECONDS.reimagine_video,
        description: 'Product video ad (5 s)',
      };
    },
  });
};
