import type { OptimizeResponse } from '@atelier/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { translate } from '../../../lib/i18n/i18n';
import { emitCreditsUpdated } from '../../../lib/credits-events';
import { AnswerError } from '../../../kits/media-tool/api/read-answer';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { optimizeOutput } from '../api/optimize-output';
import { formatCost } from '../../../lib/format';
import { isAbort, useGenerationTask } from '../../../kits/media-tool/use-generation-task';
import { regenerateWith } from './regenerate';
import type { RegenerateSteps } from './regenerate';

export interface OptimizeOptions {
  outputType: 'image' | 'video';
  /** Shows a failure in the page and as a toast, as the tab shows its own. */
  onError: (message: string) => void;
  /** What generating again costs, checked before Use & Regenerate. */
  regenerationCost: number;
  balance: number | null;
  /** The tab's part of the regenerate sequence. */
  steps: Omit<RegenerateSteps, 'closeAnalysis'>;
}

/**
 * Optimise: analyse the output against its prompt (a paid call), show the analysis, and offer its
 * suggested prompts for Use & Regenerate.
 */
export function useOptimize(options: OptimizeOptions) {
  const { running, progress, run } = useGenerationTask();
  const [analysis, setAnalysis] = useState<OptimizeResponse | null>(null);
  const [open, setOpen] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  // The sequence runs across renders; it must call the tab's latest functions.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const optimize = useCallback(
    async (prompt: string, outputUrl: string | null | undefined) => {
      const { outputType, onError } = latest.current;
      if (!outputUrl) {
        onError(translate('api.generation.noOutputToOptimize'));
        return;
      }
      try {
        const answer = await run((follow) =>
          optimizeOutput(
            { prompt, output_type: outputType, output_url: outputUrl },
            { ...follow, idempotencyKey: newIdempotencyKey() },
          ),
        );
        emitCreditsUpdated(answer.remaining_credits);
        setAnalysis(answer);
        setOpen(true);
      } catch (error) {
        if (isAbort(error)) return;
        latest.current.onError(
          error instanceof AnswerError
            ? error.message
            : errorMessage(error, translate('creation.optimizationFailed')),
        );
      }
    },
    [run],
  );

  const regenerate = useCallback(async (prompt: string) => {
    const { regenerationCost, balance, steps, onError } = latest.current;
    if (balance !== null && balance < regenerationCost) {
      onError(
        translate('creation.insufficientForRegeneration', { cost: formatCost(regenerationCost) }),
      );
      return;
    }
    setRegenerating(true);
    try {
      await regenerateWith(prompt, {
        downloadCurrent: steps.downloadCurrent,
        closeAnalysis: () => setOpen(false),
        clearResult: () => latest.current.steps.clearResult(),
        setPrompt: (next) => latest.current.steps.setPrompt(next),
        generate: (next) => latest.current.steps.generate(next),
      });
    } finally {
      setRegenerating(false);
    }
  }, []);

  return {
    optimizing: running,
    progress,
    analysis,
    open,
    setOpen,
    regenerating,
    optimize,
    regenerate,
  };
}

export type OptimizeState = ReturnType<typeof useOptimize>;
