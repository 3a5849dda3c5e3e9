import type { ImageResponse } from '@atelier/contract';
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
  return (
    <Card aria-label="Generated image" role="region">
      <CardHeader
        title="Your image"
        description={`${result.width} x ${result.height}, ${result.aspect_ratio}`}
        actions={result.engine === 'local' ? <LocalEngineBadge /> : null}
      />
      <div className="mt-4 flex justify-center rounded-xl bg-slate-50 p-2 dark:bg-slate-950">
        <img
          src={result.image_url}
          alt={result.prompt}
          className="h-auto max-h-[600px] w-auto max-w-full rounded-lg object-contain"
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
            ['Credits used', formatCost(result.credits_used)],
            ['Remaining', formatCredits(result.remaining_credits)],
            ['Generation time', formatSeconds(result.generation_time)],
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
