import type { AdminPerformance, AdminTimeRange } from '@atelier/contract';
import WandSparklesIcon from 'lucide-react/icons/wand-sparkles';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { CardTitle } from '../../../components/ui/page-header';
import { usePerformance } from '../api/get-performance';
import { AdminTable, EmptyRow, cellClass } from './admin-table';
import { TIME_RANGE_LABELS, periodTick, readableName } from './analytics-labels';
import { ChartCard } from './chart-card';
import { formatCount, formatMilliseconds, formatPercent, formatSeconds } from './figures';
import { SeriesLineChart } from './series-chart';

const PERCENTILES = [
  { key: 'p50_ms', label: 'p50' },
  { key: 'p95_ms', label: 'p95' },
  { key: 'p99_ms', label: 'p99' },
] as const;

function summaryOf({ latency, bucket, time_range }: AdminPerformance): string {
  const worst = PERCENTILES.map(
    ({ key, label }) =>
      `${label} ${formatMilliseconds(Math.max(0, ...latency.map((period) => period[key])))}`,
  );
  const requests = latency.reduce((sum, period) => sum + period.requests, 0);
  const errors = latency.reduce((sum, period) => sum + period.error_rate * period.requests, 0);
  return (
    `Line chart of request latency per ${bucket}, ${TIME_RANGE_LABELS[time_range].toLowerCase()}: ` +
    `at worst ${worst.join(', ')}; ${formatPercent(requests === 0 ? 0 : errors / requests)} ` +
    `of ${formatCount(requests)} requests answered with a server error.`
  );
}

function LatencyCard({ data, busy }: { data: AdminPerformance; busy: boolean }) {
  return (
    <ChartCard
      title="Request latency"
      description={`Percentiles of signed-in API requests per ${data.bucket} (UTC).`}
      busy={busy}
      summary={summaryOf(data)}
      chart={
        <SeriesLineChart
          data={data.latency}
          category="period"
          series={PERCENTILES}
          formatCategory={periodTick}
          formatValue={formatMilliseconds}
        />
      }
      table={
        <AdminTable
          caption={`Request latency and server errors per ${data.bucket}`}
          columns={['Period', 'Requests', 'p50', 'p95', 'p99', 'Server errors']}
        >
          {data.latency.map((period) => (
            <tr key={period.period}>
              <td className={`${cellClass} whitespace-nowrap`}>{period.period}</td>
              <td className={`${cellClass} tabular-nums`}>{formatCount(period.requests)}</td>
              {PERCENTILES.map(({ key }) => (
                <td key={key} className={`${cellClass} tabular-nums`}>
                  {formatMilliseconds(period[key])}
                </td>
              ))}
              <td className={`${cellClass} tabular-nums`}>{formatPercent(period.error_rate)}</td>
            </tr>
          ))}
        </AdminTable>
      }
    />
  );
}

function GenerationOutcomesCard({ data, busy }: { data: AdminPerformance; busy: boolean }) {
  return (
    <Card aria-busy={busy} className="xl:col-span-2">
      <CardTitle
        icon={<WandSparklesIcon className="size-5" aria-hidden="true" />}
        title="Generation outcomes"
        description="Jobs finished in the range, per tool."
      />
      <div className="mt-4">
        {data.generation.length === 0 ? (
          <EmptyRow>No generation jobs finished in this range</EmptyRow>
        ) : (
          <AdminTable
            caption="Generation jobs per tool: outcomes and mean duration"
            columns={['Tool', 'Jobs', 'Succeeded', 'Failed', 'Success rate', 'Mean duration']}
          >
            {data.generation.map((tool) => (
              <tr key={tool.tool}>
                <td className={cellClass}>{readableName(tool.tool)}</td>
                <td className={`${cellClass} tabular-nums`}>{formatCount(tool.jobs)}</td>
                <td className={`${cellClass} tabular-nums`}>{formatCount(tool.succeeded)}</td>
                <td className={`${cellClass} tabular-nums`}>{formatCount(tool.failed)}</td>
                <td className={`${cellClass} tabular-nums`}>{formatPercent(tool.success_rate)}</td>
                <td className={`${cellClass} tabular-nums`}>
                  {tool.mean_duration_seconds === null
                    ? '—'
                    : formatSeconds(tool.mean_duration_seconds)}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
    </Card>
  );
}

/** Latency per period and generation outcomes per tool, from one answer over the chosen range. */
export function PerformanceCards({ range }: { range: AdminTimeRange }) {
  const performance = usePerformance(range);
  if (performance.isPending) return <LoadingOverlay label="Loading performance..." />;
  if (performance.isError) return <Alert tone="error">Failed to load analytics data</Alert>;
  return (
    <>
      <LatencyCard data={performance.data} busy={performance.isFetching} />
      <GenerationOutcomesCard data={performance.data} busy={performance.isFetching} />
    </>
  );
}
