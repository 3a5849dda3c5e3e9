import {
  REIMAGINE_MESSAGES,
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
import { PaidToolForm } from '../creation/shared/paid-tool-form';
import { Card } from '../../components/ui/card';
import { CardHeader } from '../../components/ui/page-header';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { formatCredits } from '../../lib/format';
import { DemoButton } from '../creation/shared/demo-dialog';
import { formatCost, microsToCredits } from '../creation/shared/format';
import { GenerationProgress } from '../creation/shared/generation-progress';
import { usePaidTask } from '../creation/shared/use-paid-task';
import { reimagineVideo } from './api/reimagine-video';
import { MediaPicker } from '../creation/shared/media-picker';
import { ReimagineVideoResult } from './reimagine-result';
import { BUSY_LABELS } from './reimagine-rules';
import type { ModeReport } from './reimagine-rules';

const options = (values: readonly (string | number)[], suffix = '') =>
  values.map((value) => ({ value: String(value), label: `${value}${suffix}` }));

/** Video Reference Input: a clip from the user's images, or the user's own video restyled. */
export function VideoMode({ balance, report }: { balance: number | null; report: ModeReport }) {
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
  const link = (value: string, upload: string, url: string) =>
    value ? (value.startsWith('data:') ? { [upload]: value } : { [url]: value }) : {};

  const generate = async () => {
    if (fromVideo && !video) return report.error(REIMAGINE_MESSAGES.videoRequired);
    if (!fromVideo && !prompt.trim()) return report.error(REIMAGINE_MESSAGES.promptRequired);
    if (!resolved.ok) return report.error(resolved.message);
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
            `Video generated successfully! ${formatCost(answer.credits_used)} credits used. Balance: ${formatCredits(answer.remaining_credits)}`,
          );
        },
        failed: report.error,
        fallback: REIMAGINE_MESSAGES.videoFailed,
      },
    );
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title="Video Reference Input"
          description={definition.description}
          actions={<DemoButton tool="reimagine-video" />}
        />
        <PaidToolForm
          onSubmit={() => void generate()}
          cost={cost}
          balance={balance}
          running={running}
          icon={<ClapperboardIcon className="size-5" aria-hidden="true" />}
          label="Generate Video"
          busyLabel={BUSY_LABELS.video}
          disabled={!resolved.ok}
        >
          <SelectField
            label="Video tool"
            value={tool}
            disabled={running}
            onChange={(next) => {
              setTool(next as ReimagineVideoTool);
              setParameters({});
            }}
            options={REIMAGINE_VIDEO_TOOLS.map((value) => ({
              value,
              label: REIMAGINE_VIDEO_CATALOGUE[value].name,
            }))}
          />
          {fromVideo ? (
            <MediaPicker
              label="Your video"
              kind="video"
              value={video}
              onChange={setVideo}
              disabled={running}
            />
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              <MediaPicker
                label="Start image (optional)"
                kind="image"
                value={image}
                onChange={setImage}
                disabled={running}
              />
              <MediaPicker
                label="End image (optional)"
                kind="image"
                value={endImage}
                onChange={setEndImage}
                disabled={running}
              />
            </div>
          )}
          <TextareaField
            label={fromVideo ? 'Prompt (optional)' : 'Prompt'}
            value={prompt}
            disabled={running}
            onChange={(event) => setPrompt(event.target.value)}
            placeholder={
              fromVideo
                ? 'Turn the scene into a snowy winter evening'
                : 'The camera slowly pushes in as petals fall'
            }
          />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <SelectField
              label="Aspect ratio"
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
                  label="Quality"
                  value={parameters.quality ?? REIMAGINE_VIDEO_DEFAULTS.quality}
                  disabled={running}
                  onChange={(next) => set({ quality: next as ReimagineVideoParameters['quality'] })}
                  options={options(REIMAGINE_VIDEO_QUALITIES)}
                />
                <SelectField
                  label="Duration"
                  value={String(parameters.duration ?? REIMAGINE_VIDEO_DEFAULTS.duration)}
                  disabled={running}
                  onChange={(next) => set({ duration: Number(next) })}
                  options={options([5, 8], ' seconds')}
                />
                <SelectField
                  label="Effect"
                  value={parameters.effect ?? REIMAGINE_VIDEO_DEFAULTS.effect}
                  disabled={running}
                  onChange={(next) => set({ effect: next as ReimagineVideoParameters['effect'] })}
                  options={options(VIDEO_EFFECTS)}
                />
              </>
            ) : null}
            {tool === 'video_reference_ultra_pro_max' ? (
              <>
                <SelectField
                  label="Resolution"
                  value={parameters.resolution ?? REIMAGINE_VIDEO_DEFAULTS.resolution}
                  disabled={running}
                  onChange={(next) =>
                    set({ resolution: next as ReimagineVideoParameters['resolution'] })
                  }
                  options={options(REIMAGINE_VIDEO_RESOLUTIONS)}
                />
                <SelectField
                  label="Length"
                  value={String(parameters.length ?? REIMAGINE_VIDEO_DEFAULTS.length)}
                  disabled={running}
                  onChange={(next) => set({ length: Number(next) })}
                  options={options([6, 10], ' seconds')}
                />
              </>
            ) : null}
          </div>
          {resolved.ok ? null : <Alert tone="error">{resolved.message}</Alert>}
        </PaidToolForm>
      </Card>
      {running ? <GenerationProgress progress={progress} estimate="2-5 minutes" /> : null}
      {result && !running ? <ReimagineVideoResult result={result} /> : null}
    </div>
  );
}
