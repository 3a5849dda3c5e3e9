import { ReimagineVideoResponse } from '@atelier/contract';
import type { ReimagineVideoBody } from '@atelier/contract';
import { translate } from '../../../lib/i18n/i18n';
import { readAnswer } from '../../../kits/media-tool/api/read-answer';
import { runGeneration } from '../../../kits/media-tool/api/run-generation';
import type { RunGenerationOptions } from '../../../kits/media-tool/api/run-generation';

/** POST /api/reimagine/generate-video, followed as a job. */
export async function reimagineVideo(
  body: ReimagineVideoBody,
  options: RunGenerationOptions = {},
): Promise<ReimagineVideoResponse> {
  const raw = await runGeneration('/reimagine/generate-video', body, options);
  return readAnswer(raw, 'video_url', ReimagineVideoResponse, {
    empty: translate('video.noData'),
    missing: translate('video.noUrl'),
  });
}
