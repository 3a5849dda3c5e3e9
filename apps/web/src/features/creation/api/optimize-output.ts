import { OptimizeResponse } from '@atelier/contract';
import type { OptimizeBody } from '@atelier/contract';
import { translate } from '../../../lib/i18n/i18n';
import { readAnswer } from '../../../kits/media-tool/api/read-answer';
import { runGeneration } from '../../../kits/media-tool/api/run-generation';
import type { RunGenerationOptions } from '../../../kits/media-tool/api/run-generation';

/** Compares an output with its prompt and suggests better prompts (a paid call). */
export async function optimizeOutput(
  body: OptimizeBody,
  options: RunGenerationOptions = {},
): Promise<OptimizeResponse> {
  const raw = await runGeneration('/optimize-output', body, options);
  const missing = translate('creation.noAnalysis');
  return readAnswer(raw, 'analysis', OptimizeResponse, { empty: missing, missing });
}
