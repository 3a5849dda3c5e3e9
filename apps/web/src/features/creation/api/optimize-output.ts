import { OptimizeResponse } from '@atelier/contract';
import type { OptimizeBody } from '@atelier/contract';
import { readAnswer } from './read-answer';
import { runGeneration } from './run-generation';
import type { RunGenerationOptions } from './run-generation';

const MISSING_ANALYSIS = 'Invalid response from server - no optimization analysis received';

/** Compares an output with its prompt and suggests better prompts (a paid call). */
export async function optimizeOutput(
  body: OptimizeBody,
  options: RunGenerationOptions = {},
): Promise<OptimizeResponse> {
  const raw = await runGeneration('/optimize-output', body, options);
  return readAnswer(raw, 'analysis', OptimizeResponse, {
    empty: MISSING_ANALYSIS,
    missing: MISSING_ANALYSIS,
  });
}
