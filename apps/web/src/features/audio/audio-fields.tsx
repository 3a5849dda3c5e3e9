import { AUDIO_FORMATS } from '@atelier/contract';
import type { AudioFormat } from '@atelier/contract';
import { Field } from '../../components/ui/field';
import { RangeField } from '../../components/ui/range-field';
import { SelectField } from '../../components/ui/select-field';

const LABELS: Record<string, string> = {
  auto: 'Auto',
  None: 'None',
  Automatic: 'Automatic',
  'Chinese,Yue': 'Cantonese',
  mono: 'Mono',
  stereo: 'Stereo',
};

/** A server option list as select options, labelled for people. */
export const listOptions = (values: readonly string[]) =>
  values.map((value) => ({
    value,
    label: LABELS[value] ?? value.charAt(0).toUpperCase() + value.slice(1),
  }));

/** 128000 as the spec shows it: 128k. */
export const bitrateLabel = (bitrate: number) => `${bitrate / 1000}k`;

export function FormatField({
  value,
  onChange,
  disabled,
}: {
  value: AudioFormat;
  onChange: (format: AudioFormat) => void;
  disabled?: boolean;
}) {
  return (
    <SelectField
      label="File format"
      value={value}
      disabled={disabled}
      onChange={(format) => onChange(format as AudioFormat)}
      options={AUDIO_FORMATS.map((format) => ({ value: format, label: format.toUpperCase() }))}
    />
  );
}

/** A seed: empty for a new piece each time, a number to repeat one. */
export function SeedField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (seed: string) => void;
  disabled?: boolean;
}) {
  return (
    <Field
      label="Seed (optional)"
      inputMode="numeric"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value.replace(/[^\d]/g, '').slice(0, 10))}
      hint="The same seed and prompt give the same result."
    />
  );
}

/** The seed field's text as the API takes it. */
export function seedOf(text: string): { seed?: number } {
  const seed = Number.parseInt(text, 10);
  return Number.isFinite(seed) && seed <= 2_147_483_647 ? { seed } : {};
}

export interface RangeSpec<K extends string> {
  key: K;
  label: string;
  range: { min: number; max: number };
  step?: number;
}

/** Sliders for numeric settings, each within its spec range. */
export function RangeFields<K extends string>({
  specs,
  values,
  onChange,
  disabled,
}: {
  specs: readonly RangeSpec<K>[];
  values: Record<K, number>;
  onChange: (key: K, value: number) => void;
  disabled?: boolean;
}) {
  return specs.map((spec) => (
    <RangeField
      key={spec.key}
      label={spec.label}
      min={spec.range.min}
      max={spec.range.max}
      step={spec.step}
      value={values[spec.key]}
      disabled={disabled}
      onChange={(value) => onChange(spec.key, value)}
    />
  ));
}
