import {
  ANIMATION_STYLES,
  BUILDER_OPTION_GROUPS,
  CAMERA_MOVEMENTS,
  MOTION_TYPES,
  TRANSITIONS,
  VIDEO_DURATIONS,
} from '@atelier/contract';
import type { BuilderField, OptionListName } from '@atelier/contract';
import { useId } from 'react';
import { Field, inputClasses } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n/i18n';
import type { PromptFormat } from './builder-types';
import { OptionSelect } from './option-select';

export type BuilderValues = Partial<Record<BuilderField, string>>;

// Labels are message ids; the options stay English, the words the prompt is written in.
const LOOK_FIELDS: readonly { field: OptionListName; label: string }[] = [
  { field: 'style', label: 'promptBuilder.style' },
  { field: 'composition', label: 'promptBuilder.composition' },
  { field: 'lighting', label: 'promptBuilder.lighting' },
  { field: 'colors', label: 'promptBuilder.colors' },
  { field: 'mood', label: 'promptBuilder.mood' },
  { field: 'quality', label: 'promptBuilder.quality' },
  { field: 'material', label: 'promptBuilder.material' },
  { field: 'rendering', label: 'promptBuilder.rendering' },
];

/** The durations' labels as message ids (the others' options are the prompt's own words). */
const DURATION_LABELS: Record<(typeof VIDEO_DURATIONS)[number]['value'], string> = {
  short: 'promptBuilder.durationShort',
  medium: 'promptBuilder.durationMedium',
  long: 'promptBuilder.durationLong',
};

const flat = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const VIDEO_FIELDS: readonly {
  field: BuilderField;
  label: string;
  options: readonly { value: string; label: string }[];
}[] = [
  {
    field: 'duration',
    label: 'promptBuilder.duration',
    options: VIDEO_DURATIONS.map(({ value }) => ({ value, label: DURATION_LABELS[value] })),
  },
  { field: 'motionType', label: 'promptBuilder.motionType', options: flat(MOTION_TYPES) },
  {
    field: 'cameraMovement',
    label: 'promptBuilder.cameraMovement',
    options: flat(CAMERA_MOVEMENTS),
  },
  {
    field: 'animationStyle',
    label: 'promptBuilder.animationStyle',
    options: flat(ANIMATION_STYLES),
  },
  { field: 'transitions', label: 'promptBuilder.transitions', options: flat(TRANSITIONS) },
];

/** The AI method's structured fields: subject first (the one required), then the look. */
export function BuilderFields({
  format,
  values,
  onChange,
  subjectError,
  disabled,
}: {
  format: PromptFormat;
  values: BuilderValues;
  onChange: (field: BuilderField, value: string) => void;
  subjectError?: string | null;
  disabled?: boolean;
}) {
  const t = useT();
  const detailsId = useId();
  return (
    <div className="space-y-4">
      <Field
        label={t('promptBuilder.subject')}
        value={values.subject ?? ''}
        onChange={(event) => onChange('subject', event.target.value)}
        error={subjectError}
        disabled={disabled}
        maxLength={1000}
        placeholder={
          format === 'image'
            ? t('promptBuilder.subjectImagePlaceholder')
            : t('promptBuilder.subjectVideoPlaceholder')
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('promptBuilder.background')}
          value={values.background ?? ''}
          onChange={(event) => onChange('background', event.target.value)}
          disabled={disabled}
          maxLength={500}
          placeholder={t('promptBuilder.backgroundPlaceholder')}
        />
        <div>
          <label
            htmlFor={detailsId}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {t('promptBuilder.details')}
          </label>
          <textarea
            id={detailsId}
            rows={1}
            value={values.details ?? ''}
            onChange={(event) => onChange('details', event.target.value)}
            disabled={disabled}
            maxLength={2000}
            placeholder={t('promptBuilder.detailsPlaceholder')}
            className={`${inputClasses} mt-1.5 resize-y`}
          />
        </div>
        {LOOK_FIELDS.map(({ field, label }) => (
          <OptionSelect
            key={field}
            label={t(label)}
            value={values[field] ?? ''}
            onChange={(value) => onChange(field, value)}
            groups={BUILDER_OPTION_GROUPS[field]}
            disabled={disabled}
          />
        ))}
      </div>
      {format === 'video' ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
            {t('promptBuilder.motion')}
          </legend>
          {VIDEO_FIELDS.map(({ field, label, options }) => (
            <OptionSelect
              key={field}
              label={t(label)}
              value={values[field] ?? ''}
              onChange={(value) => onChange(field, value)}
              options={
                field === 'duration'
                  ? options.map((option) => ({ ...option, label: t(option.label) }))
                  : options
              }
              disabled={disabled}
            />
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
