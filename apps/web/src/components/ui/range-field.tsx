import { useId } from 'react';

/** A labelled slider with its value shown beside the label. */
export function RangeField({
  label,
  min,
  max,
  step = 1,
  value,
  onChange,
  disabled,
}: {
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        <output htmlFor={id} className="text-sm tabular-nums text-slate-700 dark:text-slate-300">
          {value}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-2 w-full accent-primary-600"
      />
      <div
        className="flex justify-between text-xs text-slate-600 dark:text-slate-400"
        aria-hidden="true"
      >
        <span>{min}</span>
        <span>{max}</span>
      </div>
    </div>
  );
}
