import type { ReactNode } from 'react';

/** A data table of the portal: a caption for screen readers, the header row, then the rows. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-200">
          {children}
        </tbody>
      </table>
    </div>
  );
}

export const cellClass = 'py-2 pr-4 align-top';

/** The line a list shows instead of its table when it has nothing (or failed to load). */
export function EmptyRow({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{children}</p>;
}
