import type { ImageResponse } from '@atelier/contract';
import { formatCost, formatCredits, formatSeconds } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';
import { MediaResultCard } from '../shared/media-result-card';

/** A finished image: the picture (at most 600 px tall), its facts and what can be done with it. */
export function ImageResult({
  result,
  optimizing,
  onOptimize,
}: {
  result: ImageResponse;
  optimizing: boolean;
  onOptimize: () => void;
}) {
  const t = useT();
  return (
    <MediaResultCard
      outputType="image"
      description={`${result.width} x ${result.height}, ${result.aspect_ratio}`}
      result={result}
      details={[
        [t('creation.model'), result.model],
        [t('creation.creditsUsed'), formatCost(result.credits_used)],
        [t('creation.remaining'), formatCredits(result.remaining_credits)],
        [t('creation.generationTime'), formatSeconds(result.generation_time)],
      ]}
      optimizing={optimizing}
      onOptimize={onOptimize}
    >
      <div className="mt-4 flex justify-center rounded-xl bg-slate-50 p-2 dark:bg-slate-950">
        <img
          src={result.image_url}
          alt={result.prompt}
          className="h-auto max-h-[600px] w-auto max-w-full rounded-lg object-contain"
        />
      </div>
    </MediaResultCard>
  );
}
