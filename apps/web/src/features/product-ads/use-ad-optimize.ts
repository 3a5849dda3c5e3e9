import type { ProductAdOptimizeResponse } from '@atelier/contract';
import { useState } from 'react';
import { emitCreditsUpdated } from '../../lib/credits-events';
import { errorMessage } from '../../lib/error-message';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { isAbort, useGenerationTask } from '../../kits/media-tool/use-generation-task';
import { optimizeAd } from './api/optimize-ad';
import { useT } from '../../lib/i18n/i18n';

/** The optimise action after an ad: the analysis (a paid call) and its dialog's state. */
export function useAdOptimize(kind: 'video' | 'image', onError: (message: string) => void) {
  const t = useT();
  const { running, run } = useGenerationTask();
  const [answer, setAnswer] = useState<ProductAdOptimizeResponse | null>(null);
  const [open, setOpen] = useState(false);

  const optimize = async (prompt: string, outputUrl: string | undefined) => {
    if (!outputUrl) {
      onError(t(kind === 'video' ? 'api.productAd.videoFirst' : 'api.productAd.invalidImageUrl'));
      return;
    }
    try {
      const result = await run((follow) =>
        optimizeAd(
          kind,
          { prompt, output_url: outputUrl },
          { ...follow, idempotencyKey: newIdempotencyKey() },
        ),
      );
      emitCreditsUpdated(result.remaining_credits);
      setAnswer(result);
      setOpen(true);
    } catch (caught) {
      if (!isAbort(caught)) onError(errorMessage(caught, t('productAds.optimizationFailed')));
    }
  };

  return { optimizing: running, answer, open, setOpen, optimize };
}
