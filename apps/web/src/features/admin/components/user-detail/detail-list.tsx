import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';
import { CardTitle } from '../../../../components/ui/page-header';

/** A titled card of label and value pairs. */
export function DetailCard({
  title,
  items,
}: {
  title: string;
  items: readonly [label: string, value: ReactNode][];
}) {
  return (
    <Card>
      <CardTitle title={title} />
      <dl className="mt-4 divide-y divide-slate-100 text-sm dark:divide-slate-800">
        {items.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-2.5 sm:grid-cols-3 sm:gap-4">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="break-all text-slate-900 sm:col-span-2 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** Spec part 2, "Admin user detail": a registration detail the server does not know. */
export function orNotAvailable(value: string | null | undefined): string {
  return value?.trim() ? value : 'Not available';
}
