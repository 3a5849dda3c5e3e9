import type { ReimagineImageResponse, ReimagineVideoResponse } from '@atelier/contract';
import DownloadIcon from 'lucide-react/icons/download';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CardHeader } from '../../components/ui/page-header';
import { formatCredits } from '../../lib/format';
import { downloadOutput } from '../creation/shared/download-output';
import { formatCost, formatSeconds } from '../creation/shared/format';
import { LocalEngineBadge } from '../creation/shared/local-engine-badge';
import { ResultDetails } from '../creation/shared/result-details';

/** The reimagined images, each with its own download button, and how they were made. */
export function ReimagineImageResult({ result }: { result: ReimagineImageResponse }) {
  const many = result.image_urls.length > 1;
  return (
    <Card role="region" aria-label="Reimagined image">
      <CardHeader
        title={many ? `Your ${result.image_urls.length} images` : 'Your image'}
        description={`${result.width} x ${result.height}, ${result.output_format.toUpperCase()}`}
        actions={result.engine === 'local' ? <LocalEngineBadge /> : null}
      />
      <ul className={many ? 'mt-4 grid gap-4 sm:grid-cols-2' : 'mt-4'}>
        {result.image_urls.map((url, index) => {
          const download = result.downloads[index];
          return (
            <li key={url} className="space-y-2">
              <div className="flex justify-center rounded-xl bg-slate-50 p-2 dark:bg-slate-950">
                <img
                  src={url}
                  alt={`${result.prompt} (image ${index + 1})`}
                  className="h-auto max-h-[560px] w-auto max-w-full rounded-lg object-contain"
                />
              </div>
              {download ? (
                <Button onClick={() => void downloadOutput(download.url, download.name)}>
                  <DownloadIcon className="size-4" aria-hidden="true" />
                  {many ? `Download image ${index + 1}` : 'Download'}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ChargedDetails result={result} />
    </Card>
  );
}

type Charged = Pick<
  ReimagineImageResponse,
  'model' | 'credits_used' | 'remaining_credits' | 'generation_time' | 'prompt' | 'note'
>;

/** How a result was made and what it cost. */
function ChargedDetails({ result }: { result: Charged }) {
  return (
    <div className="mt-5">
      <ResultDetails
        items={[
          ['Model', result.model],
          ['Credits used', formatCost(result.credits_used)],
          ['Remaining', formatCredits(result.remaining_credits)],
          ['Generation time', formatSeconds(result.generation_time)],
          ...(result.prompt ? [['Prompt', result.prompt] as [string, string]] : []),
          ...(result.note ? [['Note', result.note] as [string, string]] : []),
        ]}
      />
    </div>
  );
}

/** The video made, with its player, its download and how it was made. */
export function ReimagineVideoResult({ result }: { result: ReimagineVideoResponse }) {
  return (
    <Card role="region" aria-label="Reimagined video">
      <CardHeader
        title="Your video"
        description={`${result.width} x ${result.height}, ${formatSeconds(result.duration)}`}
        actions={result.engine === 'local' ? <LocalEngineBadge /> : null}
      />
      <div className="mt-4 flex justify-center rounded-xl bg-slate-950 p-2">
        <video
          src={result.video_url}
          controls
          playsInline
          preload="metadata"
          aria-label={`Video: ${result.prompt || 'restyled video'}`}
          className="max-h-[600px] w-full rounded-lg"
        />
      </div>
      <Button
        className="mt-4"
        onClick={() => void downloadOutput(result.download_url, result.download_name)}
      >
        <DownloadIcon className="size-4" aria-hidden="true" />
        Download
      </Button>
      <ChargedDetails result={result} />
    </Card>
  );
}
