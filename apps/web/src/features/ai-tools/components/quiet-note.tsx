import type { ReactNode } from 'react';

/**
 * Where a panel has nothing to show (nothing chosen yet, a failed load, an empty filter): a calm
 * line in a dashed box. Load failures are only logged (spec), so they read as calm as the rest.
 */
export function QuietNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {children}
    </p>
  );
}
