import { PROMPT_MEDIA_PLATFORMS } from '@atelier/contract';
import type { BuilderField } from '@atelier/contract';
import ImageIcon from 'lucide-react/icons/image';
import SparklesIcon from 'lucide-react/icons/sparkles';
import VideoIcon from 'lucide-react/icons/video';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { CardHeader } from '../../../components/ui/page-header';
import { RadioCards } from '../../../components/ui/radio-cards';
import { DemoButton } from '../../../kits/media-tool/demo-dialog';
import { AiMethod } from './ai-method';
import type { BuilderValues } from './builder-fields';
import { useT } from '../../../lib/i18n/i18n';
import type { BuilderMethod, BuilderResult, PromptFormat } from './builder-types';
import { DatabaseMethod } from './database-method';
import { EnhancerMethod } from './enhancer-method';
import { MethodPicker } from './method-picker';
import { PromptResult } from './prompt-result';
import { TemplateMethod } from './template-method';

/** Labels and details are message ids. */
const FORMAT_OPTIONS = [
  {
    value: 'image',
    label: 'promptBuilder.formatImage',
    badge: <ImageIcon className="size-4 text-slate-500" aria-hidden="true" />,
    detail: 'promptBuilder.formatImageDetail',
  },
  {
    value: 'video',
    label: 'promptBuilder.formatVideo',
    badge: <VideoIcon className="size-4 text-slate-500" aria-hidden="true" />,
    detail: 'promptBuilder.formatVideoDetail',
  },
] as const;

/** Where a prompt is taken when the workspace does not handle the hand-over itself. */
export const PROMPT_DESTINATIONS: Record<PromptFormat, string> = {
  image: '/image-generation',
  video: '/video-generation',
};

function firstPlatform(format: PromptFormat) {
  const platform = PROMPT_MEDIA_PLATFORMS[format][0];
  return { platform: platform?.value ?? '', model: platform?.models[0]?.value ?? '' };
}

export interface PromptBuilderTabProps {
  /**
   * Takes a finished prompt to the image or video tool. Without it, the tab navigates to that
   * tool's page with `{ prompt }` in the router state.
   */
  onUsePrompt?: (prompt: string, format: PromptFormat) => void;
}

/** The Media Prompts tab: a format, one of four methods, and the result area they fill. */
export function PromptBuilderTab({ onUsePrompt }: PromptBuilderTabProps = {}) {
  const t = useT();
  const navigate = useNavigate();
  const [format, setFormat] = useState<PromptFormat>('image');
  const [method, setMethod] = useState<BuilderMethod>('ai');
  const [values, setValues] = useState<BuilderValues>({});
  const [target, setTarget] = useState(() => firstPlatform('image'));
  const [result, setResult] = useState<BuilderResult | null>(null);

  // Spec part 1, section 4: a format change resets provider and model to that format's first.
  const chooseFormat = (next: PromptFormat) => {
    if (next === format) return;
    setFormat(next);
    setTarget(firstPlatform(next));
  };

  const choosePlatform = (platform: string) => {
    const entry = PROMPT_MEDIA_PLATFORMS[format].find((candidate) => candidate.value === platform);
    setTarget({ platform, model: entry?.models[0]?.value ?? '' });
  };

  const usePrompt = (prompt: string) => {
    if (onUsePrompt) onUsePrompt(prompt, format);
    else void navigate(PROMPT_DESTINATIONS[format], { state: { prompt } });
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          icon={<SparklesIcon className="size-5" aria-hidden="true" />}
          title={t('promptBuilder.title')}
          description={t('promptBuilder.description')}
          actions={<DemoButton tool="media" />}
        />
        <div className="mt-5 space-y-5">
          <RadioCards
            legend={t('promptBuilder.format')}
            name="prompt-format"
            options={FORMAT_OPTIONS.map((option) => ({
              ...option,
              label: t(option.label),
              detail: t(option.detail),
            }))}
            value={format}
            onChange={chooseFormat}
          />
          <MethodPicker value={method} onChange={setMethod} />
        </div>
      </Card>

      {/* The AI method stays mounted while hidden, so a running generation survives a look away. */}
      <Card hidden={method !== 'ai'}>
        <AiMethod
          format={format}
          values={values}
          onValuesChange={(field: BuilderField, value: string) =>
            setValues((current) => ({ ...current, [field]: value }))
          }
          platforms={PROMPT_MEDIA_PLATFORMS[format]}
          platform={target.platform}
          model={target.model}
          onPlatformChange={choosePlatform}
          onModelChange={(model) => setTarget((current) => ({ ...current, model }))}
          onResult={setResult}
        />
      </Card>
      <Card hidden={method === 'ai'}>
        {method === 'template' ? <TemplateMethod format={format} onResult={setResult} /> : null}
        {method === 'enhancer' ? <EnhancerMethod onResult={setResult} /> : null}
        {method === 'database' ? <DatabaseMethod format={format} onResult={setResult} /> : null}
      </Card>

      {result ? (
        <PromptResult
          result={result}
          format={format}
          onChange={(text) => setResult((current) => (current ? { ...current, text } : current))}
          onUse={usePrompt}
        />
      ) : null}
    </div>
  );
}
