import {
  GENERATION_WAIT_SECONDS,
  PRODUCT_AD_DEFAULTS,
  PRODUCT_AD_MESSAGES,
  ProductImageAdFields,
  productImageAdCostMicros,
} from '@atelier/contract';
import { randomInt } from 'node:crypto';
import { AppError } from '../../lib/errors';
import { readMediaInput } from '../../lib/media-inputs/read-media-input';
import type { MediaToolSubmit } from '../generation/media-tool-route';
import { readProductAdRequest } from './product-photo';
import { submitWithInputs } from '../generation/submit-with-inputs';
import type { AdBrief } from './ad-concepts';
import {
  imageAdDescription,
  productImageAdTool,
  type ProductImageAdInput,
} from './product-image-ad-tool';

/**
 * POST /api/product-ads/image/generate: `num_prompts` (1-3, anything else is 1, as the spec says)
 * distinct ad concepts, one image each, keeping the product.
 */
export const productImageAd: MediaToolSubmit = async (deps, request, userId, headers) => {
  const {
    limits,
    fields,
    photo: source,
  } = await readProductAdRequest(deps, request, ProductImageAdFields);
  if (!source) throw new AppError('UNPROCESSABLE', PRODUCT_AD_MESSAGES.imageRequired);
  const customStyle = fields.custom_style?.trim();
  if (fields.ad_style === 'custom' && !customStyle) {
    throw new AppError('UNPROCESSABLE', PRODUCT_AD_MESSAGES.customStyleRequired);
  }
  const image = await readMediaInput(source, 'image', limits);
  const brief: AdBrief = {
    product: fields.product_description?.trim() || 'Your product',
    audience: fields.target_audience?.trim() || PRODUCT_AD_DEFAULTS.target_audience,
    style: fields.ad_style,
    ...(customStyle ? { customStyle } : {}),
    count: fields.num_prompts,
  };
  return submitWithInputs(deps, {
    userId,
    files: [image],
    fields,
    headers,
    plan: ([stored]) => {
      if (!stored) throw new Error('the product photo was not stored');
      const input: ProductImageAdInput = { image: stored, brief, seed: randomInt(0, 2 ** 31) };
      const style = brief.style === 'custom' ? (customStyle ?? 'custom') : brief.style;
      return {
        tool: productImageAdTool,
        tier: 'product_image',
        // The text the optimise call compares the ad with: product, audience and style.
        prompt: `${brief.product}, for ${brief.audience}, ${style} style`,
        input: { ...input },
        costMicros: productImageAdCostMicros(brief.count),
        waitSeconds: GENERATION_WAIT_SECONDS.reimagine_image,
        description: imageAdDescription(brief.count, brief.style),
      };
    },
  });
};
