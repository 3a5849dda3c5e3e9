import {
  REIMAGINE_VIDEO_CATALOGUE,
  REIMAGINE_VIDEO_DEFAULTS,
  REIMAGINE_VIDEO_QUALITIES,
  REIMAGINE_VIDEO_RESOLUTIONS,
  REIMAGINE_VIDEO_TOOLS,
  VIDEO_EFFECTS,
  reimagineVideoCostMicros,
  resolveVideoParameters,
} from '@atelier/contract';
import type {
  ReimagineVideoParameters,
  ReimagineVideoResponse,
  ReimagineVideoTool,
} from '@atelier/contract';
import ClapperboardIcon from 'lucide-react/icons/clapperboard';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { PaidToolForm } from '../../kits/media-tool/paid-tool-form';
import { Card } from '../../components/ui/card';
import { CardHeader } from '../../components/ui/page-header';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { formatCost, formatCredits, microsToCredits } from '../../lib/format';
import { useT } from '../../lib/i18n/i18n';
import { DemoButton } from '../../kits/media-tool/demo-dialog';
import { GenerationProgress } from '../../kits/media-tool/generation-progress';
import { usePaidTask } from '../../kits/media-tool/use-paid-task';
import { reimagineVideo } from './api/reimagine-video';
import { MediaPicker } from '../../kits/media-tool/media-picker';
import { ReimagineVideoResult } from './reimagine-result';
import { BUSY_LABELS, toolDescription, toolName } from './reimagine-rules';
import type { ModeReport } from './reimagine-rules';

const options = (values: readonly (string | number)[]) =>
  values.map((value) => ({ value: String(value), label: String(value) }));

/** The contract's words for a choice the resolver refuses, by message id. */
const REFUSALS: Record<string, string> = {
  '8-second videos are not available at 1080p; choose 5 seconds or a lower quality.':
    'reimagine.eightSecondsAt1080',
};

/** Video Reference Input: a clip from the user's images, or the user's own video restyled. */
export function VideoMode({ balance, report }: { balance: number | null; report: ModeReport }) {
  const t = useT();
  const seconds = (values: readonly number[]) =>
    values.map((value) => ({ value: String(value), label: t('video.seconds', { count: value }) }));
  const [tool, setTool] = useState<ReimagineVideoTool>('video_reference_ultra');
  const [prompt, setPrompt] = useState('');
  const [image, setImage] = useState('');
  const [endImage, setEndImage] = useState('');
  const [video, setVideo] = useState('');
  const [parameters, setParameters] = useState<ReimagineVideoParameters>({});
  const [result, setResult] = useState<ReimagineVideoResponse | null>(null);
  const { running, progress, start } = usePaidTask();
  const definition = REIMAGINE_VIDEO_CATALOGUE[tool];
  const fromVideo = definition.input === 'video';
  const resolved = resolveVideoParameters(tool, parameters);
  const cost = resolved.ok ? microsToCredits(reimagineVideoCostMicros(tool, resolved.value)) : null;
  const set = (next: Partial<ReimagineVideoParameters>) =>
    setParameters({ ...parameters, ...next });
  const refusal = resolved.ok
    ? null
    : REFUSALS[resolved.message]
      ? t(REFUSALS[resolved.message])
      : resolved.message;
  const link = (value: string, upload: string, url: string) =>
    value ? (value.startsWith('data:') ? { [upload]: value } : { [url]: value }) : {};

  const generate = async () => {
    if (fromVideo && !video) return report.error(t('api.reimagine.videoRequired'));
    if (!fromVideo && !prompt.trim()) return report.error(t('api.reimagine.promptRequired'));
    if (refusal !== null) return report.error(refusal);
    report.clear();
    await start(
      (options) =>
        reimagineVideo(
          {
            tool_type: tool,
            prompt: prompt.trim(),
            parameters,
            ...(fromVideo
              ? link(video, 'video', 'video_url')
              : { ...(image ? { image } : {}), ...(endImage ? { end_image: endImage } : {}) }),
          },
          options,
        ),
      {
        done: (answer) => {
          setResult(answer);
          report.success(
            t('reimagine.videoDone', {
              cost: formatCost(answer.credits_used),
              balance: formatCredits(answer.remaining_credits),
            }),
          );
        },
        failed: report.error,
        fallback: t('api.reimagine.videoFailed'),
      },
    );
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title={t('reimagine.videoMode')}
          description={toolDescription(t, tool, definition.description)}
          actions={<DemoButton tool="reimagine-video" />}
        />
        <PaidToolForm
          onSubmit={() => void generate()}
          cost={cost}
          balance={balance}
          running={running}
          icon={<ClapperboardIcon className="size-5" aria-hidden="true" />}
          label={t('video.generate')}
          busyLabel={t(BUSY_LABELS.video)}
          disabled={!resolved.ok}
        >
          <SelectField
            label={t('reimagine.videoTool')}
            value={tool}
            disabled={running}
            onChange={(next) => {
              setTool(next as ReimagineVideoTool);
              setParameters({});
            }}
            options={REIMAGINE_VIDEO_TOOLS.map((value) => ({
              value,
              label: toolName(t, value, REIMAGINE_VIDEO_CATALOGUE[value].name),
            }))}
          />
          {fromVideo ? (
            <MediaPicker
              label={t('reimagine.yourVideo')}
              kind="video"
              value={video}
              onChange={setVideo}
              disabled={running}
            />
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              <MediaPicker
                label={t('reimagine.startImage')}
                kind="image"
                value={image}
                onChange={setImage}
                disabled={running}
              />
              <MediaPicker
                label={t('reimagine.endImage')}
                kind="image"
                value={endImage}
                onChange={setEndImage}
                disabled={running}
              />
            </div>
          )}
          <TextareaField
            label={fromVideo ? t('reimagine.promptOptional') : t('creation.prompt')}
            value={prompt}
            disabled={running}
            onChange={(event) => setPrompt(event.target.value)}
            placeholder={
              fromVideo ? t('reimagine.restylePlaceholder') : t('reimagine.videoPlaceholder')
            }
          />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <SelectField
              label={t('image.aspectRatio')}
              value={parameters.aspect_ratio ?? REIMAGINE_VIDEO_DEFAULTS.aspect_ratio}
              disabled={running || definition.aspectRatios.length === 1}
              onChange={(next) =>
                set({ aspect_ratio: next as ReimagineVideoParameters['aspect_ratio'] })
              }
              options={options(definition.aspectRatios)}
            />
            {tool === 'video_reference_ultra' ? (
              <>
                <SelectField
                  label={t('image.quality')}
                  value={parameters.quality ?? REIMAGINE_VIDEO_DEFAULTS.quality}
                  disabled={running}
                  onChange={(next) => set({ quality: next as ReimagineVideoParameters['quality'] })}
                  options={options(REIMAGINE_VIDEO_QUALITIES)}
                />
                <SelectField
                  label={t('video.duration')}
                  value={String(parameters.duration ?? REIMAGINE_VIDEO_DEFAULTS.duration)}
                  disabled={running}
                  onChange={(next) => set({ duration: Number(next) })}
                  options={seconds([5, 8])}
                />
                <SelectField
                  label={t('reimagine.effect')}
                  value={parameters.effect ?? REIMAGINE_VIDEO_DEFAULTS.effect}
                  disabled={running}
                  onChange={(next) => set({ effect: next as ReimagineVideoParameters['effect'] })}
                  options={VIDEO_EFFECTS.map((effect) => ({
                    value: effect,
                    label: effect === 'None' ? t('reimagine.effectNone') : effect,
                  }))}
                />
              </>
            ) : null}
            {tool === 'video_reference_ultra_pro_max' ? (
              <>
                <SelectField
                  label={t('video.resolution')}
                  value={parameters.resolution ?? REIMAGINE_VIDEO_DEFAULTS.resolution}
                  disabled={running}
                  onChange={(next) =>
                    set({ resolution: next as ReimagineVideoParameters['resolution'] })
                  }
                  options={options(REIMAGINE_VIDEO_RESOLUTIONS)}
                />
                <SelectField
                  label={t('reimagine.length')}
                  value={String(parameters.length ?? REIMAGINE_VIDEO_DEFAULTS.length)}
                  disabled={running}
                  onChange={(next) => set({ length: Number(next) })}
                  options={seconds([6, 10])}
                />
              </>
            ) : null}
          </div>
          {refusal === null ? null : <Alert tone="error">{refusal}</Alert>}
        </PaidToolForm>
      </Card>
      {running ? (
        <GenerationProgress progress={progress} estimate={t('reimagine.estimateVideo')} />
      ) : null}
      {result && !running ? <ReimagineVideoResult result={result} /> : null}
    </div>
  );
}
