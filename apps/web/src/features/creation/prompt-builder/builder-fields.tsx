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
import type { PromptFormat } from './builder-types';
import { OptionSelect } from './option-select';

export type BuilderValues = Partial<Record<BuilderField, string>>;

const LOOK_FIELDS: readonly { field: OptionListName; label: string }[] = [
  { field: 'style', label: 'Style' },
  { field: 'composition', label: 'Composition' },
  { field: 'lighting', label: 'Lighting' },
  { field: 'colors', label: 'Colors' },
  { field: 'mood', label: 'Mood' },
  { field: 'quality', label: 'Quality' },
  { field: 'material', label: 'Material' },
  { field: 'rendering', label: 'Rendering' },
];

const flat = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const VIDEO_FIELDS: readonly {
  field: BuilderField;
  label: string;
  options: readonly { value: string; label: string }[];
}[] = [
  {
    field: 'duration',
    label: 'Duration',
    options: VIDEO_DURATIONS.map(({ value, label }) => ({ value, label })),
  },
  { field: 'motionType', label: 'Motion type', options: flat(MOTION_TYPES) },
  { field: 'cameraMovement', label: 'Camera movement', options: flat(CAMERA_MOVEMENTS) },
  { field: 'animationStyle', label: 'Animation style', options: flat(ANIMATION_STYLES) },
  { field: 'transitions', label: 'Transitions', options: flat(TRANSITIONS) },
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
  const detailsId = useId();
  return (
    <div className="space-y-4">
      <Field
        label="Subject (required)"
        value={values.subject ?? ''}
        onChange={(event) => onChange('subject', event.target.value)}
        error={subjectError}
        disabled={disabled}
        maxLength={1000}
        placeholder={
          format === 'image' ? 'A lighthouse on a rocky coast' : 'A surfer riding a wave'
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Background"
          value={values.background ?? ''}
          onChange={(event) => onChange('background', event.target.value)}
          disabled={disabled}
          maxLength={500}
          placeholder="stormy sky at dusk"
        />
        <div>
          <label
            htmlFor={detailsId}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            Details
          </label>
          <textarea
            id={detailsId}
            rows={1}
            value={values.details ?? ''}
            onChange={(event) => onChange('details', event.target.value)}
            disabled={disabled}
            maxLength={2000}
            placeholder="waves crashing, seagulls"
            className={`${inputClasses} mt-1.5 resize-y`}
          />
        </div>
        {LOOK_FIELDS.map(({ field, label }) => (
          <OptionSelect
            key={field}
            label={label}
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
            Motion
          </legend>
          {VIDEO_FIELDS.map(({ field, label, options }) => (
            <OptionSelect
              key={field}
              label={label}
              value={values[field] ?? ''}
              onChange={(value) => onChange(field, value)}
              options={options}
              disabled={disabled}
            />
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
