import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/i18n';

/** The facts under a result (model, credits, time...), as a two-column list. */
export function ResultDetails({ items }: { items: readonly [string, ReactNode][] }) {
  const t = useT();
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term} className="flex gap-2">
          <dt className="shrink-0 text-slate-500 dark:text-slate-400">
            {t('creation.detailTerm', { term })}
          </dt>
          <dd className="min-w-0 font-medium break-words text-slate-900 dark:text-slate-100">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
