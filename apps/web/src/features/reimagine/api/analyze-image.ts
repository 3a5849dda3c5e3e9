import { ReimagineAnalysisResponse } from '@atelier/contract';
import type { ReimagineAnalysisBody } from '@atelier/contract';
import { translate } from '../../../lib/i18n/i18n';
import { readAnswer } from '../../../kits/media-tool/api/read-answer';
import { runGeneration } from '../../../kits/media-tool/api/run-generation';
import type { RunGenerationOptions } from '../../../kits/media-tool/api/run-generation';

/** POST /api/reimagine/analyze-image, followed as a job. */
export async function analyzeImage(
  body: ReimagineAnalysisBody,
  options: RunGenerationOptions = {},
): Promise<ReimagineAnalysisResponse> {
  const raw = await runGeneration('/reimagine/analyze-image', body, options);
  return readAnswer(raw, 'analysis', ReimagineAnalysisResponse, {
    empty: translate('reimagine.noAnalysis'),
    missing: translate('reimagine.noAnalysisField'),
  });
}
