import { ADMIN_TIME_RANGES } from '@atelier/contract';
import type { AdminTimeRange } from '@atelier/contract';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { TIME_RANGE_LABELS } from './analytics-labels';
import { EngagementCards } from './engagement-cards';
import { PerformanceCards } from './performance-cards';
import { ReportExportCard } from './report-export-card';
import { TrafficCard } from './traffic-card';

const RANGE_OPTIONS = ADMIN_TIME_RANGES.map((range) => ({
  value: range,
  label: TIME_RANGE_LABELS[range],
}));

/**
 * Analytics and Reporting (view_analytics): traffic and performance over the chosen range, then
 * engagement (its own fixed periods) and the report export. It is a chunk of its own, loaded when
 * the tab is opened, because it alone carries the charting library.
 */
export function AnalyticsTab() {
  const [range, setRange] = useState<AdminTimeRange>('30d');

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The range applies to traffic, latency and generation outcomes.
        </p>
        <div className="sm:w-56">
          <SelectField
            label="Time range"
            value={range}
            options={RANGE_OPTIONS}
            onChange={(value) => setRange(ADMIN_TIME_RANGES.find((one) => one === value) ?? '30d')}
          />
        </div>
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <TrafficCard range={range} />
        <PerformanceCards range={range} />
      </div>
      <EngagementCards />
      <ReportExportCard />
    </div>
  );
}
