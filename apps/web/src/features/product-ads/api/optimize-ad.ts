import { ProductAdOptimizeResponse } from '@atelier/contract';
import { translate } from '../../../lib/i18n/i18n';
import { readAnswer } from '../../../kits/media-tool/api/read-answer';
import { runGeneration } from '../../../kits/media-tool/api/run-generation';
import type { RunGenerationOptions } from '../../../kits/media-tool/api/run-generation';

/** POST /api/product-ads/{video,image}/optimize: the ad measured against its brief. */
export async function optimizeAd(
  kind: 'video' | 'image',
  body: { prompt: string; output_url: string },
  options: RunGenerationOptions = {},
): Promise<ProductAdOptimizeResponse> {
  const raw = await runGeneration(
    `/product-ads/${kind}/optimize`,
    { ...body, output_type: kind === 'video' ? 'product_video' : 'product_image' },
    options,
  );
  const missing = translate('creation.noAnalysis');
  return readAnswer(raw, 'analysis', ProductAdOptimizeResponse, { empty: missing, missing });
}
