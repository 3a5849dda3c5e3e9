import type { ReactNode } from 'react';

/**
 * A data table: a caption for screen readers, the header row, then the rows, scrolling sideways
 * when narrow. `scrollable` makes the scroll box a focusable region named by the caption, so a
 * keyboard can scroll it too.
 */
export function DataTable({
  caption,
  columns,
  scrollable = false,
  children,
}: {
  caption: string;
  columns: readonly string[];
  scrollable?: boolean;
  children: ReactNode;
}) {
  const scrollBox = scrollable ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {};
  return (
    <div className="overflow-x-auto" {...scrollBox}>
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
