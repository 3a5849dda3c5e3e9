import { REIMAGINE_IMAGE_CATALOGUE, REIMAGINE_LIMITS } from '@atelier/contract';
import type { ReimagineImageResponse, ReimagineImageTool } from '@atelier/contract';
import PlusIcon from 'lucide-react/icons/plus';
import WandSparklesIcon from 'lucide-react/icons/wand-sparkles';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { PaidToolForm } from '../../kits/media-tool/paid-tool-form';
import { Card } from '../../components/ui/card';
import { CardHeader } from '../../components/ui/page-header';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { formatCost, formatCredits } from '../../lib/format';
import { useT } from '../../lib/i18n/i18n';
import { DemoButton } from '../../kits/media-tool/demo-dialog';
import { GenerationProgress } from '../../kits/media-tool/generation-progress';
import { usePaidTask } from '../../kits/media-tool/use-paid-task';
import { reimagineImage } from './api/reimagine-image';
import { ImageParametersFields } from './image-parameters';
import { MediaPicker } from '../../kits/media-tool/media-picker';
import { ReimagineImageResult } from './reimagine-result';
import {
  BUSY_LABELS,
  DEFAULT_IMAGE_PARAMETERS,
  imageToolCost,
  imageToolOptions,
  parametersFor,
  toolDescription,
} from './reimagine-rules';
import type { ModeReport } from './reimagine-rules';

/** Image Reference Input: one image edited, or one to three references combined. */
export function ImageMode({ balance, report }: { balance: number | null; report: ModeReport }) {
  const t = useT();
  const [tool, setTool] = useState<ReimagineImageTool>('image_modification');
  const [image, setImage] = useState('');
  const [references, setReferences] = useState<string[]>(['']);
  const [prompt, setPrompt] = useState('');
  const [parameters, setParameters] = useState(DEFAULT_IMAGE_PARAMETERS);
  const [result, setResult] = useState<ReimagineImageResponse | null>(null);
  const { running, progress, start } = usePaidTask();
  const multi = REIMAGINE_IMAGE_CATALOGUE[tool].input === 'references';
  const cost = imageToolCost(tool, parameters.num_outputs);

  const generate = async () => {
    const chosen = references.filter(Boolean);
    // The spec's order (part 2, section 5).
    if (multi && chosen.length === 0) return report.error(t('api.reimagine.referenceRequired'));
    if (!multi && !image) return report.error(t('api.reimagine.imageRequired'));
    if (!prompt.trim()) return report.error(t('api.reimagine.promptRequired'));
    report.clear();
    const asLink = (value: string) => !value.startsWith('data:');
    await start(
      (options) =>
        reimagineImage(
          {
            tool_type: tool,
            prompt: prompt.trim(),
            parameters: parametersFor(tool, parameters),
            ...(multi
              ? { reference_images: chosen }
              : asLink(image)
                ? { image_url: image }
                : { image }),
          },
          options,
        ),
      {
        done: (answer) => {
          setResult(answer);
          report.success(
            t('reimagine.imageDone', {
              cost: formatCost(answer.credits_used),
              balance: formatCredits(answer.remaining_credits),
            }),
          );
        },
        failed: report.error,
        fallback: t('api.reimagine.imageFailed'),
      },
    );
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title={t('reimagine.imageMode')}
          description={toolDescription(t, tool, REIMAGINE_IMAGE_CATALOGUE[tool].description)}
          actions={<DemoButton tool="reimagine-image" />}
        />
        <PaidToolForm
          onSubmit={() => void generate()}
          cost={cost}
          balance={balance}
          running={running}
          icon={<WandSparklesIcon className="size-5" aria-hidden="true" />}
          label={t('reimagine.generateImage')}
          busyLabel={t(BUSY_LABELS.image)}
        >
          <SelectField
            label={t('reimagine.imageTool')}
            value={tool}
            disabled={running}
            onChange={(next) => setTool(next as ReimagineImageTool)}
            options={imageToolOptions(t, formatCost)}
          />
          {multi ? (
            <div className="space-y-3">
              {references.map((reference, index) => (
                <MediaPicker
                  key={index}
                  label={t('reimagine.referenceImage', { number: String(index + 1) })}
                  kind="image"
                  value={reference}
                  disabled={running}
                  onChange={(next) =>
                    setReferences(references.map((item, at) => (at === index ? next : item)))
                  }
                  // The last one cannot be removed (spec part 2, section 5).
                  onRemove={
                    references.length > 1
                      ? () => setReferences(references.filter((_, at) => at !== index))
                      : undefined
                  }
                />
              ))}
              {references.length < REIMAGINE_LIMITS.references.max ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={running}
                  onClick={() => setReferences([...references, ''])}
                >
                  <PlusIcon className="size-4" aria-hidden="true" />
                  {t('reimagine.addReference')}
                </Button>
              ) : null}
            </div>
          ) : (
            <MediaPicker
              label={t('reimagine.yourImage')}
              kind="image"
              value={image}
              onChange={setImage}
              disabled={running}
            />
          )}
          <TextareaField
            label={t('creation.prompt')}
            value={prompt}
            disabled={running}
            onChange={(event) => setPrompt(event.target.value)}
            placeholder={multi ? t('reimagine.multiPlaceholder') : t('reimagine.imagePlaceholder')}
          />
          <details className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <summary className="cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('reimagine.parameters')}
            </summary>
            <div className="mt-4">
              <ImageParametersFields
                tool={tool}
                value={parameters}
                onChange={setParameters}
                disabled={running}
              />
            </div>
          </details>
        </PaidToolForm>
      </Card>
      {running ? (
        <GenerationProgress progress={progress} estimate={t('reimagine.estimateImage')} />
      ) : null}
      {result && !running ? <ReimagineImageResult result={result} /> : null}
    </div>
  );
}
