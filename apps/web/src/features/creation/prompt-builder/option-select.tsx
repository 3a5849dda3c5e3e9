import type { OptionGroup } from '@atelier/contract';
import { useId, useState } from 'react';
import { inputClasses } from '../../../components/ui/field';
import { useLanguage, useT } from '../../../lib/i18n/i18n';

const NONE = '';
const CUSTOM = '__custom__';

export interface OptionSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Grouped options (shown as <optgroup>s), or one flat list. */
  groups?: readonly OptionGroup[];
  options?: readonly { value: string; label: string }[];
  disabled?: boolean;
}

/**
 * A select over the builder's option lists with "Custom..." for words of one's own, which then
 * opens a text input; a value not in the lists opens in that input.
 */
export function OptionSelect({
  label,
  value,
  onChange,
  groups,
  options,
  disabled,
}: OptionSelectProps) {
  const t = useT();
  // English lower-cases the field's name mid-phrase; the other languages put it first.
  const fieldName = useLanguage() === 'en' ? label.toLowerCase() : label;
  const selectId = useId();
  const customId = useId();
  const known = new Set([
    ...(groups ?? []).flatMap((group) => group.options),
    ...(options ?? []).map((option) => option.value),
  ]);
  const [custom, setCustom] = useState(value !== NONE && !known.has(value));

  const choose = (next: string) => {
    if (next === CUSTOM) {
      setCustom(true);
      onChange('');
      return;
    }
    setCustom(false);
    onChange(next);
  };

  return (
    <div>
      <label
        htmlFor={selectId}
        className="block text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        {label}
      </label>
      <select
        id={selectId}
        value={custom ? CUSTOM : value}
        disabled={disabled}
        onChange={(event) => choose(event.target.value)}
        className={`${inputClasses} mt-1.5`}
      >
        <option value={NONE}>{t('promptBuilder.notSet')}</option>
        {(groups ?? []).map((group) => (
          <optgroup key={group.group} label={group.group}>
            {group.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </optgroup>
        ))}
        {(options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        <option value={CUSTOM}>{t('promptBuilder.customOption')}</option>
      </select>
      {custom ? (
        <>
          <label htmlFor={customId} className="sr-only">
            {t('promptBuilder.customLabel', { label: fieldName })}
          </label>
          <input
            id={customId}
            type="text"
            value={value}
            disabled={disabled}
            maxLength={500}
            placeholder={t('promptBuilder.customPlaceholder', { label: fieldName })}
            onChange={(event) => onChange(event.target.value)}
            className={`${inputClasses} mt-2`}
          />
        </>
      ) : null}
    </div>
  );
}
