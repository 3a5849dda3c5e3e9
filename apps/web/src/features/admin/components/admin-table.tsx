import type { ReactNode } from 'react';

/** The portal's data tables are the app's (components/ui), under the names the portal uses. */
export { DataTable as AdminTable, cellClass } from '../../../components/ui/data-table';

/** The line a list shows instead of its table when it has nothing (or failed to load). */
export function EmptyRow({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{children}</p>;
}
