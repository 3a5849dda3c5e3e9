import type { ReimagineImageResponse } from '@atelier/contract';
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
    </Card>
  );
}
