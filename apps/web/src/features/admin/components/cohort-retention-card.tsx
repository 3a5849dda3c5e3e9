import type { AdminEngagement } from '@atelier/contract';
import UsersRoundIcon from 'lucide-react/icons/users-round';
import { Card } from '../../../components/ui/card';
import { CardTitle } from '../../../components/ui/page-header';
import { AdminTable, cellClass } from './admin-table';
import { formatCount, formatPercent } from './figures';

/**
 * A cell's shade by its share: darker is more retained. Each shade is paired with a text colour
 * that keeps 4.5:1 against it, and the same pairs hold in the dark theme.
 */
const SHADES: [number, string][] = [
  [0.75, 'bg-primary-800 text-white'],
  [0.5, 'bg-primary-600 text-white'],
  [0.25, 'bg-primary-300 text-primary-950'],
  [0.05, 'bg-primary-100 text-primary-950'],
];
const UNSHADED = 'text-slate-700 dark:text-slate-300';

export function retentionShade(share: number): string {
  return SHADES.find(([from]) => share >= from)?.[1] ?? UNSHADED;
}

/** Weekly sign-up cohorts (rows) and the share of each still active 0..n weeks later (columns). */
export function CohortRetentionCard({ cohorts }: { cohorts: AdminEngagement['cohorts'] }) {
  const weeks = Math.max(1, ...cohorts.map((cohort) => cohort.retention.length));
  const columns = [
    'Week of',
    'Users',
    ...Array.from({ length: weeks }, (_, week) => `Week ${week}`),
  ];

  return (
    <Card>
      <CardTitle
        icon={<UsersRoundIcon className="size-5" aria-hidden="true" />}
        title="Cohort retention"
        description="Users who signed up each week (UTC, from Monday) and the share of them active in each week since."
      />
      <div className="mt-4">
        <AdminTable
          caption="Share of each weekly sign-up cohort active in the weeks after"
          columns={columns}
        >
          {cohorts.map((cohort) => (
            <tr key={cohort.week}>
              <th scope="row" className={`${cellClass} font-medium whitespace-nowrap`}>
                {cohort.week}
              </th>
              <td className={`${cellClass} tabular-nums`}>{formatCount(cohort.size)}</td>
              {Array.from({ length: weeks }, (_, week) => {
                const share = cohort.retention[week];
                // An empty cohort has no share to show; a young one has no later weeks yet.
                const shown = share !== undefined && cohort.size > 0;
                return (
                  <td
                    key={week}
                    className={`px-3 py-2 text-center tabular-nums ${shown ? retentionShade(share) : UNSHADED}`}
                  >
                    {shown ? formatPercent(share) : '—'}
                  </td>
                );
              })}
            </tr>
          ))}
        </AdminTable>
      </div>
    </Card>
  );
}
