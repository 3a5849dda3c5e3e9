import { AppError } from '../../lib/errors';
import type { ReplicateClient } from '../replicate/replicate-client';
import type { TextEngine, TextRequest } from '../types';

/**
 * Text from a language model on Replicate (meta/meta-llama-3-*-instruct): one prediction whose
 * output is the answer as a list of tokens.
 */
export function createReplicateTextEngine(client: ReplicateClient, model: string): TextEngine {
  return {
    engine: 'provider',
    provider: 'replicate',
    model,
    async generate(request: TextRequest, context: { signal: AbortSignal }): Promise<string> {
      const input: Record<string, unknown> = { prompt: request.prompt };
      if (request.system) input.system_prompt = request.system;
      if (request.maxOutputTokens) input.max_tokens = request.maxOutputTokens;
      const { output } = await client.runPrediction(
        { model, input },
        { signal: context.signal, expectedSeconds: 5 },
      );
      const text = (
        Array.isArray(output) ? output.join('') : typeof output === 'string' ? output : ''
      ).trim();
      if (!text)
        throw new AppError('UNAVAILABLE', 'Replicate could not answer: the answer was empty');
      return text;
    },
  };
}
