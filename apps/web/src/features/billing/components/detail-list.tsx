import type { ReactNode } from 'react';

/** Label-value rows, as in the plan cards. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="space-y-2 text-sm">{children}</dl>;
}

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-right font-medium text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}
