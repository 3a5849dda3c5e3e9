import { ChatGenerateResponse } from '@atelier/contract';
import type { ChatGenerateBody } from '@atelier/contract';
import { emitCreditsUpdated } from '../../../lib/credits-events';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { runGeneration } from '../../../kits/media-tool/api/run-generation';
import type { RunGenerationOptions } from '../../../kits/media-tool/api/run-generation';

/**
 * Writes a response from a template or a custom prompt. A premium model is charged per answer, so
 * each call carries its own idempotency key; with no key for the provider the server composes a
 * local draft (engine "local") and charges nothing. The new balance is announced.
 */
export async function chatGenerate(
  body: ChatGenerateBody,
  options: Pick<RunGenerationOptions, 'onProgress' | 'signal'> = {},
): Promise<ChatGenerateResponse> {
  const raw = await runGeneration('/chat/generate', body, {
    ...options,
    idempotencyKey: newIdempotencyKey(),
  });
  const answer = ChatGenerateResponse.parse(raw);
  emitCreditsUpdated(answer.remaining_credits);
  return answer;
}
