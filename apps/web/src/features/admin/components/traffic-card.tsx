import type { AdminTimeRange, AdminTraffic } from '@atelier/contract';
import { Alert } from '../../../components/ui/alert';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { useTraffic } from '../api/get-traffic';
import { AdminTable, cellClass } from './admin-table';
import { TIME_RANGE_LABELS, periodTick } from './analytics-labels';
import { ChartCard } from './chart-card';
import { formatCount } from './figures';
import { SeriesLineChart } from './series-chart';

const SERIES = [
  { key: 'signups', label: 'Sign-ups' },
  { key: 'active_users', label: 'Active users' },
  { key: 'requests', label: 'Requests', axis: 'right' },
] as const;

function summaryOf({ points, bucket, time_range }: AdminTraffic): string {
  const total = (key: 'signups' | 'requests') => points.reduce((sum, point) => sum + point[key], 0);
  const mostActive = Math.max(0, ...points.map((point) => point.active_users));
  return (
    `Line chart of sign-ups, active users and requests per ${bucket}, ` +
    `${TIME_RANGE_LABELS[time_range].toLowerCase()}: ${formatCount(total('signups'))} sign-ups ` +
    `and ${formatCount(total('requests'))} requests in all, ` +
    `at most ${formatCount(mostActive)} active users in a ${bucket}.`
  );
}

/** Sign-ups, active users and requests over the chosen range, per day (per month for 12m). */
export function TrafficCard({ range }: { range: AdminTimeRange }) {
  const traffic = useTraffic(range);
  if (traffic.isPending) return <LoadingOverlay label="Loading traffic..." />;
  if (traffic.isError) return <Alert tone="error">Failed to load analytics data</Alert>;
  const data = traffic.data;

  return (
    <ChartCard
      title="Traffic"
      description={`Per ${data.bucket} (UTC). Requests are on the right-hand axis.`}
      busy={traffic.isFetching}
      summary={summaryOf(data)}
      chart={
        <SeriesLineChart
          data={data.points}
          category="period"
          series={SERIES}
          formatCategory={periodTick}
          formatValue={formatCount}
        />
      }
      table={
        <AdminTable
          caption={`Sign-ups, active users and requests per ${data.bucket}`}
          columns={['Period', ...SERIES.map((series) => series.label)]}
        >
          {data.points.map((point) => (
            <tr key={point.period}>
              <td className={`${cellClass} whitespace-nowrap`}>{point.period}</td>
              {SERIES.map((series) => (
                <td key={series.key} className={`${cellClass} tabular-nums`}>
                  {formatCount(point[series.key])}
                </td>
              ))}
            </tr>
          ))}
        </AdminTable>
      }
    />
  );
}
