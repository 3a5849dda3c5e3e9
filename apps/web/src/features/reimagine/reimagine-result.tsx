import type { ReimagineImageResponse, ReimagineVideoResponse } from '@atelier/contract';
import DownloadIcon from 'lucide-react/icons/download';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CardHeader } from '../../components/ui/page-header';
import { formatCost, formatCredits, formatSeconds } from '../../lib/format';
import { useT } from '../../lib/i18n/i18n';
import { downloadOutput } from '../../kits/media-tool/download-output';
import { engineBadge } from '../../kits/media-tool/local-engine-badge';
import { ResultDetails } from '../../kits/media-tool/result-details';
import { serverText } from '../../kits/media-tool/server-text';

/** The reimagined images, each with its own download button, and how they were made. */
export function ReimagineImageResult({ result }: { result: ReimagineImageResponse }) {
  const t = useT();
  const many = result.image_urls.length > 1;
  return (
    <Card role="region" aria-label={t('reimagine.resultImage')}>
      <CardHeader
        title={t('reimagine.yourImages', { count: result.image_urls.length })}
        description={`${result.width} x ${result.height}, ${result.output_format.toUpperCase()}`}
        actions={engineBadge(result.engine)}
      />
      <ul className={many ? 'mt-4 grid gap-4 sm:grid-cols-2' : 'mt-4'}>
        {result.image_urls.map((url, index) => {
          const download = result.downloads[index];
          return (
            <li key={url} className="space-y-2">
              <div className="flex justify-center rounded-xl bg-slate-50 p-2 dark:bg-slate-950">
                <img
                  src={url}
                  alt={t('reimagine.imageAlt', {
                    prompt: result.prompt,
                    number: String(index + 1),
                  })}
                  className="h-auto max-h-[560px] w-auto max-w-full rounded-lg object-contain"
                />
              </div>
              {download ? (
                <Button onClick={() => void downloadOutput(download.url, download.name)}>
                  <DownloadIcon className="size-4" aria-hidden="true" />
                  {many
                    ? t('reimagine.downloadImage', { number: String(index + 1) })
                    : t('creation.download')}
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
  const t = useT();
  return (
    <div className="mt-5">
      <ResultDetails
        items={[
          [t('creation.model'), result.model],
          [t('creation.creditsUsed'), formatCost(result.credits_used)],
          [t('creation.remaining'), formatCredits(result.remaining_credits)],
          [t('creation.generationTime'), formatSeconds(result.generation_time)],
          ...(result.prompt ? [[t('creation.prompt'), result.prompt] as [string, string]] : []),
          ...(result.note
            ? [[t('creation.note'), serverText(t, result.note)] as [string, string]]
            : []),
        ]}
      />
    </div>
  );
}

/** The video made, with its player, its download and how it was made. */
export function ReimagineVideoResult({ result }: { result: ReimagineVideoResponse }) {
  const t = useT();
  return (
    <Card role="region" aria-label={t('reimagine.resultVideo')}>
      <CardHeader
        title={t('creation.yourMedia', { type: 'video' })}
        description={`${result.width} x ${result.height}, ${formatSeconds(result.duration)}`}
        actions={engineBadge(result.engine)}
      />
      <div className="mt-4 flex justify-center rounded-xl bg-slate-950 p-2">
        <video
          src={result.video_url}
          controls
          playsInline
          preload="metadata"
          aria-label={t('video.player', { prompt: result.prompt || t('reimagine.restyledVideo') })}
          className="max-h-[600px] w-full rounded-lg"
        />
      </div>
      <Button
        className="mt-4"
        onClick={() => void downloadOutput(result.download_url, result.download_name)}
      >
        <DownloadIcon className="size-4" aria-hidden="true" />
        {t('creation.download')}
      </Button>
      <ChargedDetails result={result} />
    </Card>
  );
}
