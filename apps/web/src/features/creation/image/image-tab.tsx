import { IMAGE_ESTIMATED_COST, IMAGE_MIN_BALANCE } from '@atelier/contract';
import type { FreeImageBody, ImageResponse, ImageTier, PaidImageBody } from '@atelier/contract';
import SparklesIcon from 'lucide-react/icons/sparkles';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardHeader } from '../../../components/ui/page-header';
import { RadioCards } from '../../../components/ui/radio-cards';
import { emitCreditsUpdated } from '../../../lib/credits-events';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { generateImage } from '../api/generate-image';
import { useImageModels } from '../api/get-image-models';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { AnswerError } from '../../../kits/media-tool/api/read-answer';
import { refreshBalance } from '../api/refresh-balance';
import { useOptimize } from '../optimize/use-optimize';
import { DemoButton } from '../../../kits/media-tool/demo-dialog';
import { downloadOutput } from '../../../kits/media-tool/download-output';
import { CostLine } from '../../../kits/media-tool/cost-line';
import { formatCost, roundCredits } from '../../../lib/format';
import { engineBadge } from '../../../kits/media-tool/local-engine-badge';
import { MediaOutput } from '../shared/media-output';
import { PromptField } from '../shared/prompt-field';
import { usePromptState } from '../shared/prompt-handoff';
import type { PromptHandoff } from '../shared/prompt-handoff';
import { useBalance } from '../../../kits/media-tool/use-balance';
import { isAbort, useGenerationTask } from '../../../kits/media-tool/use-generation-task';
import { useLogError } from '../../../lib/use-log-error';
import { ImageOptionsFields } from './image-options-fields';
import { ImageResult } from './image-result';
import { DEFAULT_IMAGE_OPTIONS, IMAGE_ESTIMATES, IMAGE_MODES, imageCost } from './image-rules';
import type { ImageOptions } from './image-rules';

/** AI Image Gen: a free mode and two paid ones, a prompt, and the result with its actions. */
export function ImageTab({ handoff }: { handoff?: PromptHandoff | null }) {
  const t = useT();
  const promptRequired = t('api.generation.imagePromptRequired');
  const balance = useBalance();
  const models = useImageModels();
  useLogError(models.error, 'Failed to load image models');
  const [mode, setMode] = useState<ImageTier>('free');
  const [prompt, setPrompt] = usePromptState(handoff);
  const [options, setOptions] = useState<ImageOptions>(DEFAULT_IMAGE_OPTIONS);
  const [caption, setCaption] = useState(false);
  const [result, setResult] = useState<ImageResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { running, progress, run } = useGenerationTask();

  const paid = mode !== 'free';
  const cost = imageCost(mode, options.resolution);
  const belowMinimum = mode !== 'free' && balance !== null && balance < IMAGE_MIN_BALANCE[mode];

  const showError = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const generate = async (text: string = prompt, fallback: string = t('image.failed')) => {
    const trimmed = text.trim();
    if (!trimmed) {
      setError(promptRequired);
      return;
    }
    const estimate = mode === 'free' ? 0 : IMAGE_ESTIMATED_COST[mode];
    if (paid && balance !== null && balance < estimate) {
      showError(
        t('image.insufficient', { cost: formatCost(estimate), balance: formatCost(balance) }),
      );
      return;
    }
    setError(null);
    // Spec: the shown balance drops by the estimate at once, and is put back if the call fails.
    const previous = balance;
    if (paid && previous !== null)
      emitCreditsUpdated(roundCredits(Math.max(0, previous - estimate)));
    const body: FreeImageBody | PaidImageBody =
      mode === 'free'
        ? { prompt: trimmed, model_type: 'free', caption }
        : {
            prompt: trimmed,
            model_type: mode,
            caption,
            resolution: options.resolution as PaidImageBody['resolution'],
            quality: options.quality as PaidImageBody['quality'],
            aspect_ratio: options.aspect_ratio as PaidImageBody['aspect_ratio'],
          };
    try {
      const answer = await run((follow) =>
        generateImage(body, {
          ...follow,
          idempotencyKey: paid ? newIdempotencyKey() : undefined,
        }),
      );
      emitCreditsUpdated(answer.remaining_credits);
      setResult(answer);
    } catch (caught) {
      if (isAbort(caught)) return;
      if (paid && previous !== null) {
        emitCreditsUpdated(previous);
        void refreshBalance();
      }
      showError(caught instanceof AnswerError ? caught.message : errorMessage(caught, fallback));
    }
  };

  const optimize = useOptimize({
    outputType: 'image',
    onError: showError,
    regenerationCost: cost,
    balance,
    steps: {
      downloadCurrent: result
        ? () => downloadOutput(result.download_url, result.download_name)
        : null,
      clearResult: () => setResult(null),
      setPrompt,
      generate: (next) => generate(next, t('creation.regenerationFailed')),
    },
  });
  const busy = running || optimize.optimizing;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title={t('image.title')}
          description={t('image.description')}
          actions={<DemoButton tool="ai-image" />}
        />
        <form
          className="mt-5 space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            void generate();
          }}
        >
          <RadioCards
            legend={t('image.mode')}
            name="image-mode"
            value={mode}
            onChange={setMode}
            disabled={busy}
            options={IMAGE_MODES.map((option) => ({
              ...option,
              label: t(option.label),
              detail: t(option.detail, {
                cost: formatCost(imageCost(option.value, 'standard')),
              }),
              badge: engineBadge(models.data?.models[option.value]?.engine),
            }))}
          />
          <PromptField
            label={t('image.prompt')}
            value={prompt}
            onChange={(next) => {
              setPrompt(next);
              if (error === promptRequired) setError(null);
            }}
            onSubmit={() => void generate()}
            placeholder={t('image.placeholder')}
            error={error === promptRequired ? error : null}
            disabled={busy}
          />
          {mode !== 'free' ? (
            <ImageOptionsFields
              model={models.data?.models[mode]}
              value={options}
              onChange={setOptions}
              disabled={busy}
            />
          ) : null}
          {models.data?.models[mode]?.engine === 'local' ? (
            <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <input
                type="checkbox"
                checked={caption}
                onChange={(event) => setCaption(event.target.checked)}
                disabled={busy}
                className="size-4 rounded border-slate-300"
              />
              {t('image.caption')}
            </label>
          ) : null}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {mode === 'free' ? t('image.freeCost') : <CostLine cost={cost} balance={balance} />}
          </p>
          {error && error !== promptRequired ? <Alert tone="error">{error}</Alert> : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="lg" disabled={busy || !prompt.trim() || belowMinimum}>
              <SparklesIcon className="size-5" aria-hidden="true" />
              {running
                ? t('creation.generating')
                : belowMinimum
                  ? t('image.insufficientLabel')
                  : t('image.generate')}
            </Button>
            {belowMinimum ? (
              <Link
                to="/subscription"
                className="text-sm font-semibold text-primary-700 hover:underline dark:text-primary-300"
              >
                {t('creation.buyCredits')}
              </Link>
            ) : null}
          </div>
        </form>
      </Card>
      <MediaOutput
        outputType="image"
        running={running}
        progress={progress}
        estimate={t(IMAGE_ESTIMATES[mode])}
        optimize={optimize}
      >
        {result ? (
          <ImageResult
            result={result}
            optimizing={optimize.optimizing}
            onOptimize={() => void optimize.optimize(result.prompt, result.image_url)}
          />
        ) : null}
      </MediaOutput>
    </div>
  );
}
