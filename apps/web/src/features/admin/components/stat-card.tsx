import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** One figure with its name; the figure is what the eye looks for first. */
export function StatCard({
  label,
  value,
  icon,
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Card className="flex items-start gap-3 p-5">
      {icon ? (
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-600 dark:bg-primary-950 dark:text-primary-300">
          {icon}
        </span>
      ) : null}
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
        <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums dark:text-slate-100">
          {value}
        </p>
      </div>
    </Card>
  );
}
