import { AD_STYLES, PRODUCT_AD_DEFAULTS, productImageAdCostMicros } from '@atelier/contract';
import type { AdStyle, ProductImageAdResponse } from '@atelier/contract';
import DownloadIcon from 'lucide-react/icons/download';
import MegaphoneIcon from 'lucide-react/icons/megaphone';
import { useState } from 'react';
import { LimitDialog } from '../../app/limit-dialog';
import { useLimitDialog } from '../../app/use-limit-dialog';
import { Button } from '../../components/ui/button';
import { PaidToolForm } from '../../kits/media-tool/paid-tool-form';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { CardHeader, CardTitle } from '../../components/ui/page-header';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { AnalysisDialog } from '../../kits/media-tool/analysis-dialog';
import { OptimizeButton } from '../../kits/media-tool/optimize-button';
import { downloadOutput } from '../../kits/media-tool/download-output';
import { formatCost, microsToCredits } from '../../lib/format';
import { GenerationProgress } from '../../kits/media-tool/generation-progress';
import { engineBadge } from '../../kits/media-tool/local-engine-badge';
import { MediaPicker } from '../../kits/media-tool/media-picker';
import { usePaidTask } from '../../kits/media-tool/use-paid-task';
import { generateImageAd } from './api/generate-image-ad';
import { reportCharge } from './report-charge';
import { useAdOptimize } from './use-ad-optimize';
import { useT } from '../../lib/i18n/i18n';

/** Message ids of the ad styles' names. */
const STYLE_LABELS: Record<AdStyle, string> = {
  'modern and clean': 'productAds.styleModern',
  minimalist: 'productAds.styleMinimalist',
  'vibrant and energetic': 'productAds.styleVibrant',
  'luxury and elegant': 'productAds.styleLuxury',
  vintage: 'productAds.styleVintage',
  professional: 'productAds.styleProfessional',
  custom: 'productAds.styleCustom',
};

/** Image Ad: a product photo in, 1-3 ad variations out, each from its own concept. */
export function ImageAdTab({
  balance,
  onError,
}: {
  balance: number | null;
  onError: (message: string) => void;
}) {
  const t = useT();
  const [image, setImage] = useState('');
  const [variations, setVariations] = useState(1);
  const [description, setDescription] = useState('');
  const [audience, setAudience] = useState<string>(PRODUCT_AD_DEFAULTS.target_audience);
  const [style, setStyle] = useState<AdStyle>(PRODUCT_AD_DEFAULTS.ad_style);
  const [customStyle, setCustomStyle] = useState('');
  const [result, setResult] = useState<ProductImageAdResponse | null>(null);
  const { running, progress, start } = usePaidTask();
  const limits = useLimitDialog('image_concepts');
  const optimize = useAdOptimize('image', onError);
  const cost = microsToCredits(productImageAdCostMicros(variations));

  const generate = async (text = description) => {
    if (!image) return onError(t('api.productAd.imageRequired'));
    if (style === 'custom' && !customStyle.trim())
      return onError(t('api.productAd.customStyleRequired'));
    await start(
      (options) =>
        generateImageAd(
          {
            ...(image.startsWith('data:')
              ? { product_image: image }
              : { product_image_url: image }),
            num_prompts: variations,
            product_description: text.trim(),
            target_audience: audience.trim() || PRODUCT_AD_DEFAULTS.target_audience,
            ad_style: style,
            ...(style === 'custom' ? { custom_style: customStyle.trim() } : {}),
          },
          options,
        ),
      {
        done: (answer) => {
          setResult(answer);
          reportCharge(t, 'image', answer);
        },
        failed: onError,
        refused: limits.catchLimit,
        fallback: t('productAds.imageFailed'),
      },
    );
  };

  const brief = () =>
    `${description.trim() || 'Your product'}, for ${audience.trim() || PRODUCT_AD_DEFAULTS.target_audience}, ${style === 'custom' ? customStyle.trim() : style} style`;

  return (
    <div className="space-y-6">
      <Card>
        <CardTitle title={t('productAds.imageAd')} description={t('productAds.imageIntro')} />
        <PaidToolForm
          onSubmit={() => void generate()}
          cost={cost}
          balance={balance}
          running={running}
          icon={<MegaphoneIcon className="size-5" aria-hidden="true" />}
          label={t('productAds.generateImage')}
          busyLabel={t('productAds.generatingImage')}
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
            placeholder={t('productAds.imagePlaceholder')}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              label={t('productAds.variations')}
              value={String(variations)}
              disabled={running}
              onChange={(next) => setVariations(Number(next))}
              options={[1, 2, 3].map((count) => ({ value: String(count), label: String(count) }))}
            />
            <Field
              label={t('productAds.targetAudience')}
              value={audience}
              disabled={running}
              onChange={(event) => setAudience(event.target.value)}
            />
            <SelectField
              label={t('productAds.adStyle')}
              value={style}
              disabled={running}
              onChange={(next) => setStyle(next as AdStyle)}
              options={AD_STYLES.map((value) => ({ value, label: t(STYLE_LABELS[value]) }))}
            />
          </div>
          {style === 'custom' ? (
            <Field
              label={t('productAds.customStyle')}
              value={customStyle}
              disabled={running}
              onChange={(event) => setCustomStyle(event.target.value)}
              placeholder={t('productAds.customStylePlaceholder')}
            />
          ) : null}
        </PaidToolForm>
      </Card>
      {running ? (
        <GenerationProgress progress={progress} estimate={t('productAds.imageEstimate')} />
      ) : null}
      {result && !running ? (
        <Card role="region" aria-label={t('productAds.imageResult')}>
          <CardHeader
            title={
              result.num_variations > 1
                ? t('productAds.yourVariations', { count: result.num_variations })
                : t('productAds.yourImage')
            }
            description={t('productAds.creditsUsed', { credits: formatCost(result.credits_used) })}
            actions={engineBadge(result.engine)}
          />
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {result.image_urls.map((url, index) => {
              const download = result.downloads[index];
              return (
                <li key={url} className="space-y-2">
                  <img
                    src={url}
                    alt={
                      result.concepts[index] ?? t('productAds.variationAlt', { number: index + 1 })
                    }
                    className="w-full rounded-lg bg-slate-100 object-contain dark:bg-slate-800"
                  />
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {result.concepts[index]}
                  </p>
                  {download ? (
                    <Button
                      size="sm"
                      onClick={() => void downloadOutput(download.url, download.name)}
                    >
                      <DownloadIcon className="size-4" aria-hidden="true" />
                      {t('productAds.downloadVariation', { number: index + 1 })}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <div className="mt-4">
            <OptimizeButton
              busy={optimize.optimizing}
              onClick={() => void optimize.optimize(brief(), result.image_urls[0])}
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
        outputType="image"
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
