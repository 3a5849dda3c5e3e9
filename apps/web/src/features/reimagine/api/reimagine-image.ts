import { ReimagineImageResponse } from '@atelier/contract';
import type { ReimagineImageBody } from '@atelier/contract';
import { translate } from '../../../lib/i18n/i18n';
import { readAnswer } from '../../../kits/media-tool/api/read-answer';
import { runGeneration } from '../../../kits/media-tool/api/run-generation';
import type { RunGenerationOptions } from '../../../kits/media-tool/api/run-generation';

/** POST /api/reimagine/generate with the images as data URLs or links, followed as a job. */
export async function reimagineImage(
  body: ReimagineImageBody,
  options: RunGenerationOptions = {},
): Promise<ReimagineImageResponse> {
  const raw = await runGeneration('/reimagine/generate', body, options);
  return readAnswer(raw, 'image_url', ReimagineImageResponse, {
    empty: translate('image.noData'),
    missing: translate('image.noUrl'),
  });
}
