import { AudioResponse } from '@atelier/contract';
import type { AudioFields } from '@atelier/contract';
import { translate } from '../../../lib/i18n/i18n';
import { readAnswer } from '../../../kits/media-tool/api/read-answer';
import { runGeneration } from '../../../kits/media-tool/api/run-generation';
import type { RunGenerationOptions } from '../../../kits/media-tool/api/run-generation';

/** POST /api/audio/generate, followed as a job. */
export async function generateAudio(
  body: AudioFields,
  options: RunGenerationOptions = {},
): Promise<AudioResponse> {
  const raw = await runGeneration('/audio/generate', body, options);
  return readAnswer(raw, 'audio_url', AudioResponse, {
    empty: translate('audio.noData'),
    missing: translate('audio.noUrl'),
  });
}
