import {
  REIMAGINE_ASPECT_RATIOS,
  REIMAGINE_LIMITS,
  REIMAGINE_OUTPUT_FORMATS,
  REIMAGINE_QUALITIES,
} from '@atelier/contract';
import type { ReimagineImageTool } from '@atelier/contract';
import { Field } from '../../components/ui/field';
import { RangeField } from '../../components/ui/range-field';
import { SelectField } from '../../components/ui/select-field';
import { useT } from '../../lib/i18n/i18n';
import { uses } from './reimagine-rules';
import type { ImageParameters } from './reimagine-rules';

/** Message ids of the ratios that are words. */
const ASPECT_LABELS: Record<string, string> = { match_input_image: 'reimagine.matchInput' };
const L = REIMAGINE_LIMITS;

/** The spec's image parameters the chosen tool takes, each within part 2 section 9's range. */
export function ImageParametersFields({
  tool,
  value,
  onChange,
  disabled,
}: {
  tool: ReimagineImageTool;
  value: ImageParameters;
  onChange: (next: ImageParameters) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const set = <K extends keyof ImageParameters>(key: K, next: ImageParameters[K]) =>
    onChange({ ...value, [key]: next });
  /** A slider: the range is the spec's, so no value outside it can be chosen. */
  const slider = (
    key: 'strength' | 'guidance_scale' | 'num_inference_steps' | 'safety_tolerance',
    label: string,
    range: { min: number; max: number; step?: number },
  ) =>
    uses(tool, key) ? (
      <RangeField
        label={label}
        min={range.min}
        max={range.max}
        step={range.step ?? 1}
        value={value[key]}
        disabled={disabled}
        onChange={(next) => set(key, next)}
      />
    ) : null;

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <SelectField
        label={t('image.aspectRatio')}
        value={value.aspect_ratio}
        disabled={disabled}
        onChange={(next) => set('aspect_ratio', next)}
        options={REIMAGINE_ASPECT_RATIOS.map((ratio) => ({
          value: ratio,
          label: ASPECT_LABELS[ratio] ? t(ASPECT_LABELS[ratio]) : ratio,
        }))}
      />
      <SelectField
        label={t('reimagine.outputFormat')}
        value={value.output_format}
        disabled={disabled}
        onChange={(next) => set('output_format', next)}
        options={REIMAGINE_OUTPUT_FORMATS.map((format) => ({
          value: format,
          label: format.toUpperCase(),
        }))}
      />
      <SelectField
        label={t('image.quality')}
        value={value.quality}
        disabled={disabled}
        onChange={(next) => set('quality', next)}
        options={REIMAGINE_QUALITIES.map((quality) => ({
          value: quality,
          label: quality.toUpperCase(),
        }))}
      />
      <SelectField
        label={t('reimagine.numberOfImages')}
        value={String(value.num_outputs)}
        disabled={disabled}
        onChange={(next) => set('num_outputs', Number(next))}
        options={Array.from({ length: L.outputs.max - L.outputs.min + 1 }, (_, index) => {
          const count = String(L.outputs.min + index);
          return { value: count, label: count };
        })}
      />
      {slider('strength', t('reimagine.strength'), L.strength)}
      {slider('guidance_scale', t('reimagine.guidanceScale'), L.guidance)}
      {slider('num_inference_steps', t('reimagine.inferenceSteps'), L.steps)}
      {slider('safety_tolerance', t('reimagine.safetyTolerance'), L.safety)}
      <Field
        label={t('reimagine.seed')}
        type="number"
        min={0}
        value={value.seed}
        disabled={disabled}
        onChange={(event) => set('seed', event.target.value)}
        hint={t('reimagine.seedHint')}
      />
    </div>
  );
}
