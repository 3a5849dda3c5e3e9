import { emitCreditsUpdated } from '../../lib/credits-events';
import { errorMessage } from '../../lib/error-message';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import type { RunGenerationOptions } from './api/run-generation';
import { isAbort, useGenerationTask } from './use-generation-task';

/**
 * A paid call from a tool's form: one Idempotency-Key per click, the job followed, the balance
 * updated from the answer, and a failure reported with the server's words or the tool's fallback.
 * `refused` may take a failure first (the daily limit's 429 opens its dialog), saying if it did.
 */
export function usePaidTask() {
  const { running, progress, run } = useGenerationTask();
  const start = async <T extends { remaining_credits: number }>(
    call: (options: RunGenerationOptions) => Promise<T>,
    handlers: {
      done: (answer: T) => void;
      failed: (message: string) => void;
      fallback: string;
      refused?: (error: unknown) => boolean;
    },
  ) => {
    try {
      const answer = await run((follow) =>
        call({ ...follow, idempotencyKey: newIdempotencyKey() }),
      );
      emitCreditsUpdated(answer.remaining_credits);
      handlers.done(answer);
    } catch (caught) {
      if (isAbort(caught) || handlers.refused?.(caught)) return;
      handlers.failed(errorMessage(caught, handlers.fallback));
    }
  };
  return { running, progress, start };
}
