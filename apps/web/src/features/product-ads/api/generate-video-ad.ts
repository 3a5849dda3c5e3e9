import { ProductVideoAdResponse } from '@atelier/contract';
import type { ProductVideoAdBody } from '@atelier/contract';
import { translate } from '../../../lib/i18n/i18n';
import { readAnswer } from '../../../kits/media-tool/api/read-answer';
import { runGeneration } from '../../../kits/media-tool/api/run-generation';
import type { RunGenerationOptions } from '../../../kits/media-tool/api/run-generation';

/** POST /api/product-ads/video/generate with the photo as a data URL or a link. */
export async function generateVideoAd(
  body: ProductVideoAdBody,
  options: RunGenerationOptions = {},
): Promise<ProductVideoAdResponse> {
  const raw = await runGeneration('/product-ads/video/generate', body, options);
  return readAnswer(raw, 'video_url', ProductVideoAdResponse, {
    empty: translate('video.noData'),
    missing: translate('video.noUrl'),
  });
}
