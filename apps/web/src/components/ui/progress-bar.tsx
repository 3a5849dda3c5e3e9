import { clsx } from 'clsx';

/** A named 0-100 bar; the figure itself is written beside it by whoever shows it. */
export function ProgressBar({
  label,
  percent,
  className,
}: {
  label: string;
  percent: number;
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={clsx('h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800', className)}
    >
      <div
        className="h-full rounded-full bg-primary-600 transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
