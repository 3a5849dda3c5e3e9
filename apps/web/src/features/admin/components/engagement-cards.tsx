import { PLAN_IDS, planLabel } from '@atelier/contract';
import type { AdminEngagement } from '@atelier/contract';
import TrophyIcon from 'lucide-react/icons/trophy';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { CardTitle } from '../../../components/ui/page-header';
import { useEngagement } from '../api/get-engagement';
import { AdminTable, EmptyRow, cellClass } from './admin-table';
import { readableName } from './analytics-labels';
import { ChartCard } from './chart-card';
import { CohortRetentionCard } from './cohort-retention-card';
import { formatCount } from './figures';
import { SeriesBarChart } from './series-chart';

type FeatureUse = AdminEngagement['feature_use_by_plan'];

/** One row per feature (most used first), one column per plan (the plans' order, then others). */
function pivot(rows: FeatureUse) {
  const known: readonly string[] = PLAN_IDS;
  const plans = [...new Set(rows.map((row) => row.plan))].sort(
    (a, b) =>
      (known.indexOf(a) + 1 || known.length + 1) - (known.indexOf(b) + 1 || known.length + 1),
  );
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.feature, (totals.get(row.feature) ?? 0) + row.uses);
  const features = [...totals.keys()].sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0));
  const uses = (feature: string, plan: string) =>
    rows.find((row) => row.feature === feature && row.plan === plan)?.uses ?? 0;
  return {
    series: plans.map((plan) => ({ key: plan, label: planLabel(plan) })),
    data: features.map((feature) => ({
      feature: readableName(feature),
      ...Object.fromEntries(plans.map((plan) => [plan, uses(feature, plan)])),
    })),
  };
}

function summaryOf(rows: FeatureUse): string {
  const total = rows.reduce((sum, row) => sum + row.uses, 0);
  const top = rows.reduce((best, row) => (row.uses > best.uses ? row : best), rows[0]);
  return (
    `Bar chart of feature use per plan over the last 30 days: ${formatCount(total)} uses in all; ` +
    `the most, ${formatCount(top.uses)}, were ${readableName(top.feature)} on ${planLabel(top.plan)}.`
  );
}

function FeatureUseCard({ rows }: { rows: FeatureUse }) {
  if (rows.length === 0) {
    return (
      <Card>
        <CardTitle title="Feature use by plan" />
        <EmptyRow>No features used in the last 30 days</EmptyRow>
      </Card>
    );
  }
  const { series, data } = pivot(rows);
  return (
    <ChartCard
      title="Feature use by plan"
      description="Successful generations and workflows created, last 30 days."
      summary={summaryOf(rows)}
      chart={
        <SeriesBarChart data={data} category="feature" series={series} formatValue={formatCount} />
      }
      table={
        <AdminTable
          caption="Feature use per plan over the last 30 days"
          columns={['Feature', ...series.map((one) => one.label)]}
        >
          {data.map((row) => (
            <tr key={row.feature}>
              <td className={cellClass}>{row.feature}</td>
              {series.map((one) => (
                <td key={one.key} className={`${cellClass} tabular-nums`}>
                  {formatCount(Number(row[one.key as keyof typeof row]))}
                </td>
              ))}
            </tr>
          ))}
        </AdminTable>
      }
    />
  );
}

function TopToolsCard({ tools }: { tools: AdminEngagement['top_tools'] }) {
  const most = Math.max(1, ...tools.map((tool) => tool.uses));
  return (
    <Card>
      <CardTitle
        icon={<TrophyIcon className="size-5" aria-hidden="true" />}
        title="Top tools"
        description="Successful generations, last 30 days."
      />
      {tools.length === 0 ? (
        <EmptyRow>No generations in the last 30 days</EmptyRow>
      ) : (
        <ol aria-label="Top tools" className="mt-4 space-y-3">
          {tools.map((tool) => (
            <li key={tool.tool} className="text-sm">
              <div className="flex justify-between gap-3 text-slate-800 dark:text-slate-200">
                <span>{readableName(tool.tool)}</span>
                <span className="tabular-nums">{formatCount(tool.uses)} uses</span>
              </div>
              <div
                className="mt-1 h-2 rounded-full bg-slate-100 dark:bg-slate-800"
                aria-hidden="true"
              >
                <div
                  className="h-2 rounded-full bg-primary-600"
                  style={{ width: `${(tool.uses / most) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** What each plan uses, the weekly cohorts' retention and the top tools (not by range: fixed). */
export function EngagementCards() {
  const engagement = useEngagement();
  if (engagement.isPending) return <LoadingOverlay label="Loading engagement..." />;
  if (engagement.isError) return <Alert tone="error">Failed to load engagement data</Alert>;
  const data = engagement.data;
  return (
    <div className="space-y-6">
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <FeatureUseCard rows={data.feature_use_by_plan} />
        </div>
        <TopToolsCard tools={data.top_tools} />
      </div>
      <CohortRetentionCard cohorts={data.cohorts} />
    </div>
  );
}
