import { PRODUCT_VIDEO_AD_COST_MICROS } from '@atelier/contract';
import type { ProductVideoAdResponse } from '@atelier/contract';
import ClapperboardIcon from 'lucide-react/icons/clapperboard';
import DownloadIcon from 'lucide-react/icons/download';
import { useState } from 'react';
import { LimitDialog } from '../../app/limit-dialog';
import { useLimitDialog } from '../../app/use-limit-dialog';
import { Button } from '../../components/ui/button';
import { PaidToolForm } from '../../kits/media-tool/paid-tool-form';
import { Card } from '../../components/ui/card';
import { CardHeader, CardTitle } from '../../components/ui/page-header';
import { TextareaField } from '../../components/ui/textarea-field';
import { AnalysisDialog } from '../../kits/media-tool/analysis-dialog';
import { OptimizeButton } from '../../kits/media-tool/optimize-button';
import { downloadOutput } from '../../kits/media-tool/download-output';
import { microsToCredits } from '../../lib/format';
import { GenerationProgress } from '../../kits/media-tool/generation-progress';
import { engineBadge } from '../../kits/media-tool/local-engine-badge';
import { MediaPicker } from '../../kits/media-tool/media-picker';
import { usePaidTask } from '../../kits/media-tool/use-paid-task';
import { generateVideoAd } from './api/generate-video-ad';
import { reportCharge } from './report-charge';
import { useAdOptimize } from './use-ad-optimize';
import { useT } from '../../lib/i18n/i18n';
import { numberFormat } from '../../lib/locale';

const COST = microsToCredits(PRODUCT_VIDEO_AD_COST_MICROS);

/** Video Ad: a product photo and a description in, a 5-second ad out. */
export function VideoAdTab({
  balance,
  onError,
}: {
  balance: number | null;
  onError: (message: string) => void;
}) {
  const t = useT();
  const [image, setImage] = useState('');
  const [description, setDescription] = useState('');
  const [result, setResult] = useState<ProductVideoAdResponse | null>(null);
  const { running, progress, start } = usePaidTask();
  const limits = useLimitDialog('video_concepts');
  const optimize = useAdOptimize('video', onError);

  const generate = async (text = description) => {
    if (!image || !text.trim()) return onError(t('api.productAd.imageAndDescription'));
    await start(
      (options) =>
        generateVideoAd(
          {
            ...(image.startsWith('data:')
              ? { product_image: image }
              : { product_image_url: image }),
            user_description: text.trim(),
          },
          options,
        ),
      {
        done: (answer) => {
          setResult(answer);
          reportCharge(t, 'video', answer);
        },
        failed: onError,
        refused: limits.catchLimit,
        fallback: t('productAds.videoFailed'),
      },
    );
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardTitle title={t('productAds.videoAd')} description={t('productAds.videoIntro')} />
        <PaidToolForm
          onSubmit={() => void generate()}
          cost={COST}
          balance={balance}
          running={running}
          icon={<ClapperboardIcon className="size-5" aria-hidden="true" />}
          label={t('productAds.generateVideo')}
          busyLabel={t('productAds.generatingVideo')}
        >
          <MediaPicker
            label={t('productAds.productImage')}
            kind="image"
            value={image}
            onChange={setImage}
            disabled={running}
          />
          <TextareaField
            label={t('productAds.productDescription')}
            value={description}
            disabled={running}
            onChange={(event) => setDescription(event.target.value)}
            placeholder={t('productAds.videoPlaceholder')}
          />
        </PaidToolForm>
      </Card>
      {running ? (
        <GenerationProgress progress={progress} estimate={t('productAds.videoEstimate')} />
      ) : null}
      {result && !running ? (
        <Card role="region" aria-label={t('productAds.videoResult')}>
          <CardHeader
            title={t('productAds.yourVideo')}
            description={t('productAds.videoFacts', {
              width: result.width,
              height: result.height,
              seconds: numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
                result.duration,
              ),
            })}
            actions={engineBadge(result.engine)}
          />
          <div className="mt-4 flex justify-center rounded-xl bg-slate-950 p-2">
            <video
              src={result.video_url}
              controls
              playsInline
              preload="metadata"
              aria-label={t('productAds.videoResult')}
              className="max-h-[600px] w-full rounded-lg"
            />
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={() => void downloadOutput(result.download_url, result.download_name)}>
              <DownloadIcon className="size-4" aria-hidden="true" />
              {t('productAds.download')}
            </Button>
            <OptimizeButton
              busy={optimize.optimizing}
              onClick={() => void optimize.optimize(description.trim(), result.video_url)}
            />
          </div>
          {result.note ? (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{result.note}</p>
          ) : null}
        </Card>
      ) : null}
      <LimitDialog {...limits.dialog} />
      <AnalysisDialog
        answer={optimize.answer}
        outputType="video"
        open={optimize.open}
        onOpenChange={optimize.setOpen}
        busy={running}
        onRegenerate={(suggestion) => {
          optimize.setOpen(false);
          setDescription(suggestion);
          void generate(suggestion);
        }}
      />
    </div>
  );
}
