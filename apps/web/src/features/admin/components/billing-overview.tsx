import BanknoteIcon from 'lucide-react/icons/banknote';
import CoinsIcon from 'lucide-react/icons/coins';
import PercentIcon from 'lucide-react/icons/percent';
import RepeatIcon from 'lucide-react/icons/repeat';
import TrendingUpIcon from 'lucide-react/icons/trending-up';
import UsersIcon from 'lucide-react/icons/users';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { CardTitle } from '../../../components/ui/page-header';
import { formatCredits } from '../../../lib/format';
import { useBillingOverview } from '../api/get-billing-overview';
import { AdminTable, EmptyRow, cellClass } from './admin-table';
import { formatMoney, formatPercent, formatUsd } from './figures';
import { gatewayLabel } from './gateway-labels';
import { StatCard } from './stat-card';

const TRIAL_FIGURES = ['Trial conversion rate', 'Active trials', 'Expiring trials'];

/** The billing figures of GET /billing/overview; the product has no trials, so none are invented. */
export function BillingOverview() {
  const overview = useBillingOverview();
  if (overview.isPending) return <LoadingOverlay label="Loading billing data..." />;
  if (overview.isError) return <Alert tone="error">Failed to load billing data</Alert>;
  const data = overview.data;

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          label="Monthly recurring revenue"
          value={formatUsd(data.mrr)}
          icon={<TrendingUpIcon className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Churn rate (30 days)"
          value={formatPercent(data.churn_rate)}
          icon={<PercentIcon className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Average revenue per paying user"
          value={formatUsd(data.arpu)}
          icon={<BanknoteIcon className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Active subscriptions"
          value={data.active_subscriptions}
          icon={<RepeatIcon className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Paying users (30 days)"
          value={data.paying_users_30d}
          icon={<UsersIcon className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Credits sold (30 days)"
          value={formatCredits(data.credits_sold_30d)}
          icon={<CoinsIcon className="size-5" aria-hidden="true" />}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardTitle title="Revenue (30 days)" description="Paid orders by gateway and currency." />
          <div className="mt-4">
            {data.revenue_30d.length === 0 ? (
              <EmptyRow>No paid orders in the last 30 days</EmptyRow>
            ) : (
              <AdminTable
                caption="Revenue of the last 30 days by gateway and currency"
                columns={['Gateway', 'Currency', 'Amount']}
              >
                {data.revenue_30d.map((row) => (
                  <tr key={`${row.gateway}-${row.currency}`}>
                    <td className={cellClass}>{gatewayLabel(row.gateway)}</td>
                    <td className={cellClass}>{row.currency}</td>
                    <td className={`${cellClass} tabular-nums`}>{formatMoney(row)}</td>
                  </tr>
                ))}
              </AdminTable>
            )}
          </div>
        </Card>
        <Card>
          <CardTitle title="Trials" />
          <dl className="mt-4 grid gap-3 sm:grid-cols-3">
            {TRIAL_FIGURES.map((label) => (
              <div key={label} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
                <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="font-semibold text-slate-900 dark:text-slate-100">Not measured</dd>
              </div>
            ))}
          </dl>
          {data.notes.length > 0 ? (
            <ul className="mt-4 space-y-1 text-sm text-slate-600 dark:text-slate-400">
              {data.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
        </Card>
      </div>
    </div>
  );
}
