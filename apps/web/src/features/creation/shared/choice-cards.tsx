import { clsx } from 'clsx';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  detail?: ReactNode;
  badge?: ReactNode;
}

/** A choice of one laid out as cards in a row (tiers, modes); native radios underneath. */
export function ChoiceCards<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  name: string;
  options: readonly ChoiceOption<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const baseId = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors',
              'hover:border-primary-300 dark:hover:border-primary-700',
              value === option.value
                ? 'border-primary-500 bg-primary-50 ring-1 ring-primary-500 dark:bg-primary-950/60'
                : 'border-slate-200 dark:border-slate-700',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-label={option.label}
              aria-describedby={option.detail ? `${baseId}-${option.value}` : undefined}
              className="mt-1 accent-primary-600"
            />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
                {option.label}
                {option.badge}
              </span>
              {option.detail ? (
                <span
                  id={`${baseId}-${option.value}`}
                  className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400"
                >
                  {option.detail}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
