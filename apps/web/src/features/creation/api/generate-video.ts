import { VideoResponse } from '@atelier/contract';
import type { VideoBody } from '@atelier/contract';
import { translate } from '../../../lib/i18n/i18n';
import { readAnswer } from '../../../kits/media-tool/api/read-answer';
import { runGeneration } from '../../../kits/media-tool/api/run-generation';
import type { RunGenerationOptions } from '../../../kits/media-tool/api/run-generation';

export async function generateVideo(
  body: VideoBody,
  options: RunGenerationOptions = {},
): Promise<VideoResponse> {
  const raw = await runGeneration('/generate-video', body, options);
  return readAnswer(raw, 'video_url', VideoResponse, {
    empty: translate('video.noData'),
    missing: translate('video.noUrl'),
  });
}
