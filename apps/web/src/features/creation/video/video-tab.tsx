import { VIDEO_TIERS } from '@atelier/contract';
import type { VideoBody, VideoResponse, VideoTier } from '@atelier/contract';
import VideoIcon from 'lucide-react/icons/video';
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
import { generateVideo } from '../api/generate-video';
import { useVideoModels } from '../api/get-video-models';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { AnswerError } from '../../../kits/media-tool/api/read-answer';
import { useOptimize } from '../optimize/use-optimize';
import { DemoButton } from '../../../kits/media-tool/demo-dialog';
import { downloadOutput } from '../../../kits/media-tool/download-output';
import { CostLine } from '../../../kits/media-tool/cost-line';
import { engineBadge } from '../../../kits/media-tool/local-engine-badge';
import { MediaOutput } from '../shared/media-output';
import { PromptField } from '../shared/prompt-field';
import { usePromptState } from '../shared/prompt-handoff';
import type { PromptHandoff } from '../shared/prompt-handoff';
import { useBalance } from '../../../kits/media-tool/use-balance';
import { isAbort, useGenerationTask } from '../../../kits/media-tool/use-generation-task';
import { useLogError } from '../../../lib/use-log-error';
import { VideoOptionsFields } from './video-options-fields';
import { VideoResult } from './video-result';
import { choicesForTier, tierOptions, tierTextId, videoCost, videoEstimateId } from './video-rules';
import type { VideoChoices } from './video-rules';

const INITIAL_TIER: VideoTier = 'ultra';

/** AI Video Gen: three paid tiers, each with its own durations, resolutions and frame rates. */
export function VideoTab({ handoff }: { handoff?: PromptHandoff | null }) {
  const t = useT();
  const promptRequired = t('api.generation.videoPromptRequired');
  const insufficientVideo = t('api.generation.insufficientVideo');
  const balance = useBalance();
  const models = useVideoModels();
  useLogError(models.error, 'Failed to load video models');
  const [tier, setTier] = useState<VideoTier>(INITIAL_TIER);
  const [choices, setChoices] = useState<VideoChoices>(() => choicesForTier(INITIAL_TIER, {}));
  const [prompt, setPrompt] = usePromptState(handoff);
  const [result, setResult] = useState<VideoResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { running, progress, run } = useGenerationTask();

  const options = tierOptions(tier, models.data?.models);
  const cost = videoCost(tier, choices);
  const insufficient = balance !== null && balance < cost;

  const showError = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const changeTier = (next: VideoTier) => {
    setTier(next);
    setChoices((current) => choicesForTier(next, current));
  };

  const generate = async (text: string = prompt, fallback: string = t('video.failed')) => {
    const trimmed = text.trim();
    if (!trimmed) {
      setError(promptRequired);
      return;
    }
    if (insufficient) {
      showError(insufficientVideo);
      return;
    }
    setError(null);
    const body: VideoBody = {
      prompt: trimmed,
      model_type: tier,
      duration: choices.duration,
      resolution: choices.resolution,
      ...(tier === 'ultra' ? { fps: choices.fps } : {}),
    };
    try {
      const answer = await run((follow) =>
        generateVideo(body, { ...follow, idempotencyKey: newIdempotencyKey() }),
      );
      emitCreditsUpdated(answer.remaining_credits);
      setResult(answer);
    } catch (caught) {
      if (isAbort(caught)) return;
      showError(caught instanceof AnswerError ? caught.message : errorMessage(caught, fallback));
    }
  };

  const optimize = useOptimize({
    outputType: 'video',
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
  const promptError = error === promptRequired ? promptRequired : null;
  const tierText = (value: VideoTier, field: 'description' | 'speed', text: string) => {
    const id = tierTextId(value, field, text);
    return id ? t(id) : text;
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title={t('video.title')}
          description={t('video.description')}
          actions={<DemoButton tool="ai-video" />}
        />
        <form
          className="mt-5 space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            void generate();
          }}
        >
          <RadioCards
            legend={t('video.tier')}
            name="video-tier"
            value={tier}
            onChange={changeTier}
            disabled={busy}
            options={VIDEO_TIERS.map((value) => {
              const tierInfo = tierOptions(value, models.data?.models);
              return {
                value,
                label: tierInfo.name,
                detail: t('video.tierDetail', {
                  description: tierText(value, 'description', tierInfo.description),
                  speed: tierText(value, 'speed', tierInfo.speed),
                }),
                badge: engineBadge(tierInfo.engine),
              };
            })}
          />
          <PromptField
            label={t('video.prompt')}
            value={prompt}
            onChange={(next) => {
              setPrompt(next);
              if (promptError) setError(null);
            }}
            onSubmit={() => void generate()}
            placeholder={t('video.placeholder')}
            error={promptError}
            disabled={busy}
          />
          <VideoOptionsFields
            tier={options}
            value={choices}
            onChange={setChoices}
            disabled={busy}
          />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <CostLine cost={cost} balance={balance} />
          </p>
          {insufficient ? (
            <Alert tone="error">
              {insufficientVideo}{' '}
              <Link to="/subscription" className="font-semibold underline">
                {t('creation.buyCredits')}
              </Link>
            </Alert>
          ) : null}
          {error && !promptError && !(insufficient && error === insufficientVideo) ? (
            <Alert tone="error">{error}</Alert>
          ) : null}
          <Button type="submit" size="lg" disabled={busy || !prompt.trim() || insufficient}>
            <VideoIcon className="size-5" aria-hidden="true" />
            {running ? t('creation.generating') : t('video.generate')}
          </Button>
        </form>
      </Card>
      <MediaOutput
        outputType="video"
        running={running}
        progress={progress}
        estimate={t(videoEstimateId(tier, options.engine), { tier: options.name })}
        optimize={optimize}
      >
        {result ? (
          <VideoResult
            result={result}
            optimizing={optimize.optimizing}
            onOptimize={() => void optimize.optimize(result.prompt, result.video_url)}
          />
        ) : null}
      </MediaOutput>
    </div>
  );
}
