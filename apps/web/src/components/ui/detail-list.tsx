import type { ReactNode } from 'react';

/** Label and value pairs under an item's name, side by side from the small breakpoint up. */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">{children}</dl>
  );
}

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800 dark:text-slate-200">{children}</dd>
    </>
  );
}
