import { ImageResponse } from '@atelier/contract';
import type { FreeImageBody, PaidImageBody } from '@atelier/contract';
import { translate } from '../../../lib/i18n/i18n';
import { readAnswer } from '../../../kits/media-tool/api/read-answer';
import { runGeneration } from '../../../kits/media-tool/api/run-generation';
import type { RunGenerationOptions } from '../../../kits/media-tool/api/run-generation';

/** The free tier has its own endpoint; the paid tiers send their options. */
export async function generateImage(
  body: FreeImageBody | PaidImageBody,
  options: RunGenerationOptions = {},
): Promise<ImageResponse> {
  const path = body.model_type === 'free' ? '/generate-image-free' : '/generate-image';
  const raw = await runGeneration(path, body, options);
  return readAnswer(raw, 'image_url', ImageResponse, {
    empty: translate('image.noData'),
    missing: translate('image.noUrl'),
  });
}
