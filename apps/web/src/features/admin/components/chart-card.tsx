import ChartLineIcon from 'lucide-react/icons/chart-line';
import TableIcon from 'lucide-react/icons/table';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardHeader } from '../../../components/ui/page-header';

/**
 * A chart with its data as a table a click away. The chart is one image to assistive technology,
 * named by `summary`; the table holds every figure, for screen readers, the keyboard and anyone
 * who wants the exact numbers.
 */
export function ChartCard({
  title,
  description,
  summary,
  chart,
  table,
  busy = false,
  className,
}: {
  title: string;
  description?: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
  busy?: boolean;
  className?: string;
}) {
  const [asTable, setAsTable] = useState(false);
  return (
    <Card role="region" aria-label={title} aria-busy={busy} className={className}>
      <CardHeader
        title={title}
        description={description}
        actions={
          <Button variant="ghost" size="sm" onClick={() => setAsTable(!asTable)}>
            {asTable ? (
              <ChartLineIcon className="size-4" aria-hidden="true" />
            ) : (
              <TableIcon className="size-4" aria-hidden="true" />
            )}
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        }
      />
      <div className="mt-4">
        {asTable ? (
          table
        ) : (
          <div role="img" aria-label={summary} className="h-72 text-slate-600 dark:text-slate-400">
            {/* The image's name says it all: its axes and legend would only repeat the table. */}
            <div aria-hidden="true" className="h-full">
              {chart}
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}
