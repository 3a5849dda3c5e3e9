import { clsx } from 'clsx';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface RadioCardOption<T extends string> {
  value: T;
  label: string;
  detail?: ReactNode;
  /** Shown after the label; not part of the radio's accessible name. */
  badge?: ReactNode;
  disabled?: boolean;
}

const LAYOUTS = {
  /** Up to three short cards side by side, with a visible legend (tiers, modes). */
  row: { list: 'mt-1.5 grid gap-2 sm:grid-cols-3', card: 'p-3', detail: 'text-xs' },
  /** Full-width cards one under another, for choices with longer details. */
  column: { list: 'space-y-2', card: 'p-4', detail: 'text-sm' },
} as const;

/**
 * A choice of one, each option a bordered card with a line of detail under its label; native
 * radios underneath. Each radio is named by its label and described by its detail.
 */
export function RadioCards<T extends string>({
  legend,
  hideLegend = false,
  name,
  options,
  value,
  onChange,
  disabled,
  layout = 'row',
}: {
  legend: string;
  /** For a choice whose heading already says what it is (a dialog's title). */
  hideLegend?: boolean;
  name: string;
  options: readonly RadioCardOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
  layout?: keyof typeof LAYOUTS;
}) {
  const baseId = useId();
  const classes = LAYOUTS[layout];
  return (
    <fieldset disabled={disabled}>
      <legend
        className={
          hideLegend ? 'sr-only' : 'text-sm font-medium text-slate-800 dark:text-slate-200'
        }
      >
        {legend}
      </legend>
      <div className={classes.list}>
        {options.map((option) => {
          const selected = value === option.value;
          const detailId = `${baseId}-${option.value}`;
          return (
            <label
              key={option.value}
              className={clsx(
                'flex items-start gap-3 rounded-xl border transition-colors',
                classes.card,
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
                aria-label={option.label}
                aria-describedby={option.detail ? detailId : undefined}
                className="mt-1 accent-primary-600"
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
                  {option.label}
                  {option.badge}
                </span>
                {option.detail ? (
                  <span
                    id={detailId}
                    className={clsx(
                      'mt-0.5 block text-slate-600 dark:text-slate-400',
                      classes.detail,
                    )}
                  >
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
