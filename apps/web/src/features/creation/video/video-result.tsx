import type { VideoResponse } from '@atelier/contract';
import CopyIcon from 'lucide-react/icons/copy';
import DownloadIcon from 'lucide-react/icons/download';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardHeader } from '../../../components/ui/page-header';
import { formatCredits } from '../../../lib/format';
import { OptimizeButton } from '../optimize/optimize-button';
import { copyWithToast } from '../shared/copy-text';
import { downloadOutput } from '../shared/download-output';
import { formatCost, formatSeconds } from '../shared/format';
import { LocalEngineBadge } from '../shared/local-engine-badge';
import { ResultDetails } from '../shared/result-details';
import { TranslateSelect } from '../shared/translate-select';

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
    <Card aria-label="Generated video" role="region">
      <CardHeader
        title="Your video"
        description={`${formatSeconds(result.duration)}, ${result.resolution}, ${result.fps} fps`}
        actions={result.engine === 'local' ? <LocalEngineBadge /> : null}
      />
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
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => void downloadOutput(result.download_url, result.download_name)}>
          <DownloadIcon className="size-4" aria-hidden="true" />
          Download
        </Button>
        <Button variant="secondary" onClick={() => void copyWithToast(result.prompt)}>
          <CopyIcon className="size-4" aria-hidden="true" />
          Copy prompt
        </Button>
        <OptimizeButton busy={optimizing} onClick={onOptimize} />
      </div>
      <div className="mt-5">
        <ResultDetails
          items={[
            ['Model', result.model],
            ['Duration', formatSeconds(result.duration)],
            ['Resolution', result.resolution],
            ['Frame rate', `${result.fps} fps`],
            ['Generation time', formatSeconds(result.generation_time)],
            ['Credits used', formatCost(result.credits_used)],
            ['Remaining', formatCredits(result.remaining_credits)],
            ['Prompt', result.prompt],
            ...(result.note ? [['Note', result.note] as [string, string]] : []),
          ]}
        />
      </div>
      <div className="mt-4">
        <TranslateSelect text={result.prompt} label="Translate the prompt" />
      </div>
    </Card>
  );
}
