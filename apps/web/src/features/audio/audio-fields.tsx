import { AUDIO_FORMATS } from '@atelier/contract';
import type { AudioFormat } from '@atelier/contract';
import { Field } from '../../components/ui/field';
import { RangeField } from '../../components/ui/range-field';
import { SelectField } from '../../components/ui/select-field';
import type { Language } from '@atelier/contract/languages';
import type { Translate } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/i18n';

/** The options' labels as message ids. */
const LABELS: Record<string, string> = {
  auto: 'audio.auto',
  None: 'audio.none',
  Automatic: 'audio.automatic',
  mono: 'audio.mono',
  stereo: 'audio.stereo',
  neutral: 'audio.emotionNeutral',
  happy: 'audio.emotionHappy',
  sad: 'audio.emotionSad',
  angry: 'audio.emotionAngry',
  fearful: 'audio.emotionFearful',
  disgusted: 'audio.emotionDisgusted',
  surprised: 'audio.emotionSurprised',
};

/** The boosted languages' codes, so they are named in the interface language. */
const LANGUAGE_CODES: Record<string, string> = {
  Chinese: 'zh',
  'Chinese,Yue': 'yue',
  English: 'en',
  Arabic: 'ar',
  Russian: 'ru',
  Spanish: 'es',
  French: 'fr',
  Portuguese: 'pt',
  German: 'de',
  Turkish: 'tr',
  Dutch: 'nl',
  Ukrainian: 'uk',
  Vietnamese: 'vi',
  Indonesian: 'id',
  Japanese: 'ja',
  Italian: 'it',
  Korean: 'ko',
};

function languageLabel(value: string, language: Language): string | null {
  const code = LANGUAGE_CODES[value];
  if (!code) return null;
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : null;
  } catch {
    return null;
  }
}

/** A server option list as select options, labelled for people in the interface language. */
export const listOptions = (t: Translate, language: Language, values: readonly string[]) =>
  values.map((value) => ({
    value,
    label: LABELS[value]
      ? t(LABELS[value])
      : (languageLabel(value, language) ?? value.charAt(0).toUpperCase() + value.slice(1)),
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
  const t = useT();
  return (
    <SelectField
      label={t('audio.fileFormat')}
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
  const t = useT();
  return (
    <Field
      label={t('audio.seed')}
      inputMode="numeric"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value.replace(/[^\d]/g, '').slice(0, 10))}
      hint={t('audio.seedHint')}
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
  /** A message id. */
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
  const t = useT();
  return specs.map((spec) => (
    <RangeField
      key={spec.key}
      label={t(spec.label)}
      min={spec.range.min}
      max={spec.range.max}
      step={spec.step}
      value={values[spec.key]}
      disabled={disabled}
      onChange={(value) => onChange(spec.key, value)}
    />
  ));
}
