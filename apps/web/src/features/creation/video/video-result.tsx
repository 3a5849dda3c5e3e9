import type { VideoResponse } from '@atelier/contract';
import { formatCost, formatCredits, formatSeconds } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';
import { MediaResultCard } from '../shared/media-result-card';

/** A finished video: the player, its facts and what can be done with it. */
export function VideoResult({
  result,
  optimizing,
  onOptimize,
}: {
  result: VideoResponse;
  optimizing: boolean;
  onOptimize: () => void;
}) {
  const t = useT();
  return (
    <MediaResultCard
      outputType="video"
      description={`${formatSeconds(result.duration)}, ${result.resolution}, ${result.fps} fps`}
      result={result}
      details={[
        [t('creation.model'), result.model],
        [t('video.duration'), formatSeconds(result.duration)],
        [t('video.resolution'), result.resolution],
        [t('video.frameRate'), `${result.fps} fps`],
        [t('creation.generationTime'), formatSeconds(result.generation_time)],
        [t('creation.creditsUsed'), formatCost(result.credits_used)],
        [t('creation.remaining'), formatCredits(result.remaining_credits)],
      ]}
      optimizing={optimizing}
      onOptimize={onOptimize}
    >
      <div className="mt-4 flex justify-center rounded-xl bg-slate-950 p-2">
        <video
          src={result.video_url}
          controls
          playsInline
          preload="metadata"
          aria-label={t('video.player', { prompt: result.prompt })}
          className="max-h-[600px] w-full rounded-lg"
        />
      </div>
    </MediaResultCard>
  );
}
