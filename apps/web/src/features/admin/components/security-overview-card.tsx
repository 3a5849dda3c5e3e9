import type { AdminSecurityOverview } from '@atelier/contract';
import ShieldAlertIcon from 'lucide-react/icons/shield-alert';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { CardTitle } from '../../../components/ui/page-header';
import { formatDateTime } from '../../../lib/time';
import { useSecurityOverview } from '../api/get-security-overview';
import { AdminTable, EmptyRow, cellClass } from './admin-table';
import { formatPercent } from './figures';

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900 tabular-nums dark:text-slate-100">
        {value}
      </dd>
    </div>
  );
}

/** A titled list, or the line it shows when empty. */
function ShortList({
  title,
  items,
  empty,
}: {
  title: string;
  items: readonly { key: string; text: string }[];
  empty: string;
}) {
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm break-all text-slate-800 dark:text-slate-200">
          {items.map((item) => (
            <li key={item.key}>{item.text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OverviewBody({ data }: { data: AdminSecurityOverview }) {
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Failed user sign-ins (24 hours)" value={data.failed_sign_ins_24h.users} />
        <Figure label="Failed staff sign-ins (24 hours)" value={data.failed_sign_ins_24h.staff} />
        <Figure label="Users with two-factor" value={formatPercent(data.two_factor_share)} />
        <Figure label="Active sessions" value={data.active_sessions} />
      </dl>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <ShortList
          title="Staff without MFA"
          items={data.staff_without_mfa.map((staff) => ({ key: staff.id, text: staff.email }))}
          empty="Every admin has MFA"
        />
        <ShortList
          title="Throttled sign-ins"
          items={data.throttled.map((entry) => ({
            key: entry.key,
            text: `${entry.key} (${entry.failures} failed ${entry.failures === 1 ? 'attempt' : 'attempts'})`,
          }))}
          empty="No sign-ins are held back now"
        />
      </div>
      <h3 className="mt-5 text-sm font-semibold text-slate-900 dark:text-slate-100">
        Newest audit entries
      </h3>
      {data.recent_audit.length === 0 ? (
        <EmptyRow>No audit log entries found</EmptyRow>
      ) : (
        <div className="mt-2">
          <AdminTable
            caption="Newest audit entries"
            columns={['Time', 'Admin', 'Action', 'Target']}
          >
            {data.recent_audit.map((entry, index) => (
              // Entries carry no id here; their order (newest first) is stable for one answer.
              <tr key={`${entry.timestamp}-${index}`}>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {formatDateTime(entry.timestamp)}
                </td>
                <td className={`${cellClass} break-all`}>{entry.admin_email}</td>
                <td className={`${cellClass} font-mono text-xs`}>{entry.action}</td>
                <td className={`${cellClass} break-all`}>{entry.target ?? 'None'}</td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}
    </>
  );
}

/** Failed sign-ins, throttling, two-factor use, sessions and staff without MFA, from real data. */
export function SecurityOverviewCard() {
  const overview = useSecurityOverview();
  return (
    <Card>
      <CardTitle
        icon={<ShieldAlertIcon className="size-5" aria-hidden="true" />}
        title="Security overview"
        description="Sign-ins of the last 24 hours, and who is signed in now."
      />
      {overview.isError ? (
        <Alert tone="error" className="mt-4">
          Failed to load security data
        </Alert>
      ) : overview.isPending ? (
        <EmptyRow>Loading security data...</EmptyRow>
      ) : (
        <OverviewBody data={overview.data} />
      )}
    </Card>
  );
}
