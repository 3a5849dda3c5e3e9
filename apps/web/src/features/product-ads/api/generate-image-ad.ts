import { ProductImageAdResponse } from '@atelier/contract';
import type { ProductImageAdBody } from '@atelier/contract';
import { translate } from '../../../lib/i18n/i18n';
import { readAnswer } from '../../../kits/media-tool/api/read-answer';
import { runGeneration } from '../../../kits/media-tool/api/run-generation';
import type { RunGenerationOptions } from '../../../kits/media-tool/api/run-generation';

/** POST /api/product-ads/image/generate with the photo as a data URL or a link. */
export async function generateImageAd(
  body: ProductImageAdBody,
  options: RunGenerationOptions = {},
): Promise<ProductImageAdResponse> {
  const raw = await runGeneration('/product-ads/image/generate', body, options);
  return readAnswer(raw, 'image_urls', ProductImageAdResponse, {
    empty: translate('image.noData'),
    missing: translate('image.noUrl'),
  });
}
