import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface RadioCardOption {
  value: string;
  label: ReactNode;
  detail?: ReactNode;
  disabled?: boolean;
}

/** A choice of one, each option a bordered card with a line of detail under its label. */
export function RadioCards({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: RadioCardOption[];
  value: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="space-y-2">
        {options.map((option) => {
          const selected = value === option.value;
          return (
            <label
              key={option.value}
              className={clsx(
                'flex items-start gap-3 rounded-xl border p-4 transition-colors',
                option.disabled
                  ? 'cursor-not-allowed border-slate-200 opacity-60 dark:border-slate-800'
                  : 'cursor-pointer hover:border-primary-300 dark:hover:border-primary-700',
                selected && !option.disabled
                  ? 'border-primary-500 bg-primary-50 ring-1 ring-primary-500 dark:bg-primary-950/60'
                  : 'border-slate-200 dark:border-slate-700',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={selected}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                className="mt-1 accent-primary-600"
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
                  {option.label}
                </span>
                {option.detail ? (
                  <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
                    {option.detail}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
