import { PLAN_IDS, planLabel } from '@atelier/contract';
import type { AdminOverviewResponse } from '@atelier/contract';
import ActivityIcon from 'lucide-react/icons/activity';
import BanknoteIcon from 'lucide-react/icons/banknote';
import UserPlusIcon from 'lucide-react/icons/user-plus';
import UsersIcon from 'lucide-react/icons/users';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { CardTitle } from '../../../components/ui/page-header';
import { useAdminOverview } from '../api/get-overview';
import { AdminTable, cellClass } from './admin-table';
import { formatMoney } from './figures';
import type { Money } from './figures';
import { StatCard } from './stat-card';

function formatRevenue(revenue: readonly Money[]): string {
  return revenue.length === 0 ? 'None' : revenue.map(formatMoney).join(' + ');
}

const USAGE_LABELS: [keyof AdminOverviewResponse['current_month_usage'], string][] = [
  ['ai_prompts', 'AI prompts'],
  ['images', 'Images'],
  ['videos', 'Videos'],
  ['audio', 'Audio'],
  ['workflows', 'Workflows'],
];

/** Dashboard Overview (view_analytics): the figures of GET /analytics/overview, all real. */
export function OverviewTab() {
  const overview = useAdminOverview();
  if (overview.isPending) return <LoadingOverlay label="Loading analytics..." />;
  if (overview.isError) return <Alert tone="error">Failed to load analytics data</Alert>;
  const data = overview.data;

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total users"
          value={data.total_users}
          icon={<UsersIcon className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Active users (30 days)"
          value={data.active_users_30d}
          icon={<ActivityIcon className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="New users (30 days)"
          value={data.new_users_30d}
          icon={<UserPlusIcon className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Revenue (30 days)"
          value={formatRevenue(data.revenue_30d)}
          icon={<BanknoteIcon className="size-5" aria-hidden="true" />}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardTitle title="Subscriptions by plan" />
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {PLAN_IDS.map((plan) => (
              <div key={plan} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
                <dt className="text-sm text-slate-600 dark:text-slate-400">{planLabel(plan)}</dt>
                <dd className="text-xl font-semibold text-slate-900 tabular-nums dark:text-slate-100">
                  {data.subscription_stats[plan] ?? 0}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card>
          <CardTitle title="Usage this month" />
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
            {USAGE_LABELS.map(([key, label]) => (
              <div key={key} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
                <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="text-xl font-semibold text-slate-900 tabular-nums dark:text-slate-100">
                  {data.current_month_usage[key]}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
      <Card>
        <CardTitle
          title="Last 30 days"
          description="Sign-ups and paid revenue per day (UTC), newest first."
        />
        <div className="mt-4">
          <AdminTable
            caption="Sign-ups and revenue per day over the last 30 days"
            columns={['Date', 'Sign-ups', 'Revenue']}
          >
            {[...data.daily].reverse().map((day) => (
              <tr key={day.date}>
                <td className={`${cellClass} whitespace-nowrap`}>{day.date}</td>
                <td className={`${cellClass} tabular-nums`}>{day.signups}</td>
                <td className={`${cellClass} tabular-nums`}>{formatRevenue(day.revenue)}</td>
              </tr>
            ))}
          </AdminTable>
        </div>
      </Card>
    </div>
  );
}
