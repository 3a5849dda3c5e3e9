import { CheckLimitResponse, GeneratePromptResponse } from '@atelier/contract';
import type { GeneratePromptBody } from '@atelier/contract';
import { apiFetch } from '../../../lib/api-client';
import { teamHeaders } from '../../../kits/workspace/workspace-store';
import { runGeneration } from '../../../kits/media-tool/api/run-generation';
import type { RunGenerationOptions } from '../../../kits/media-tool/api/run-generation';

/**
 * Spec: the builder's AI method asks whether today's AI prompt allowance has room first; in a
 * team's workspace, by the limits that apply there (the team plan's, if it has one).
 */
export function checkPromptLimit(signal?: AbortSignal): Promise<CheckLimitResponse> {
  return apiFetch('/subscription/check-limit/ai_prompts', {
    schema: CheckLimitResponse,
    headers: teamHeaders(),
    signal,
  });
}

/**
 * Turns the builder's fields into one optimised prompt. The server counts the day's AI prompt
 * itself (and answers 429 at the limit), so nothing is tracked from here afterwards.
 */
export async function generatePrompt(
  body: GeneratePromptBody,
  options: Pick<RunGenerationOptions, 'onProgress' | 'signal'> = {},
): Promise<GeneratePromptResponse> {
  const raw = await runGeneration('/chat/generate-prompt', body, options);
  return GeneratePromptResponse.parse(raw);
}
