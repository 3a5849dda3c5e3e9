import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import { inputClasses } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n/i18n';

/** The contract's limit on every prompt. */
export const PROMPT_MAX_LENGTH = 4000;

/** A prompt textarea; Ctrl+Enter (Cmd+Enter on a Mac) submits, as in most AI tools. */
export function PromptField({
  label,
  value,
  onChange,
  onSubmit,
  placeholder,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  placeholder: string;
  error?: string | null;
  disabled?: boolean;
}) {
  const t = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={4}
        maxLength={PROMPT_MAX_LENGTH}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className={`${inputClasses} mt-1.5 resize-y`}
      />
      <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {t('creation.promptHint', {
          count: String(value.length),
          max: String(PROMPT_MAX_LENGTH),
        })}
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
