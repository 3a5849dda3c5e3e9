import type { VideoResponse } from '@atelier/contract';
import { formatCredits } from '../../../lib/format';
import { formatCost, formatSeconds } from '../shared/format';
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
  return (
    <MediaResultCard
      outputType="video"
      description={`${formatSeconds(result.duration)}, ${result.resolution}, ${result.fps} fps`}
      result={result}
      details={[
        ['Model', result.model],
        ['Duration', formatSeconds(result.duration)],
        ['Resolution', result.resolution],
        ['Frame rate', `${result.fps} fps`],
        ['Generation time', formatSeconds(result.generation_time)],
        ['Credits used', formatCost(result.credits_used)],
        ['Remaining', formatCredits(result.remaining_credits)],
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
          aria-label={`Video: ${result.prompt}`}
          className="max-h-[600px] w-full rounded-lg"
        />
      </div>
    </MediaResultCard>
  );
}
