import type { TeamLedgerEntry } from '@atelier/contract';
import { clsx } from 'clsx';
import { DataTable, cellClass } from '../../../components/ui/data-table';
import { formatCredits } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';
import { numberFormat } from '../../../lib/locale';
import { formatDateTime } from '../../../lib/time';

/** Costs can be fractions of a credit: amounts show up to 4 decimals, as in the personal history. */
const AMOUNT = { minimumFractionDigits: 2, maximumFractionDigits: 4 };

/** Message ids of the entry types' names. */
const TYPE_LABELS: Record<TeamLedgerEntry['type'], string> = {
  purchase: 'teams.ledgerPurchase',
  video_generation: 'teams.ledgerVideo',
  image_generation: 'teams.ledgerImage',
  optimization: 'teams.ledgerOptimization',
  other: 'teams.ledgerOther',
};

/** The wallet's entries: when, what, who, how much, and the balance it left. */
export function LedgerTable({ entries }: { entries: readonly TeamLedgerEntry[] }) {
  const t = useT();
  return (
    <DataTable
      caption={t('teams.ledger')}
      scrollable
      columns={[
        t('teams.date'),
        t('teams.type'),
        t('teams.description'),
        t('teams.member'),
        t('teams.amount'),
        t('teams.balanceAfter'),
      ]}
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td className={clsx(cellClass, 'whitespace-nowrap text-slate-600 dark:text-slate-400')}>
            {formatDateTime(entry.timestamp)}
          </td>
          <td className={clsx(cellClass, 'whitespace-nowrap')}>{t(TYPE_LABELS[entry.type])}</td>
          <td className={cellClass}>{entry.description}</td>
          <td className={cellClass}>{entry.member?.full_name ?? t('teams.formerMemberLabel')}</td>
          <td
            className={clsx(
              cellClass,
              'text-right font-medium whitespace-nowrap tabular-nums',
              entry.amount >= 0
                ? 'text-emerald-700 dark:text-emerald-400'
                : 'text-red-600 dark:text-red-400',
            )}
          >
            {entry.amount >= 0 ? '+' : '-'}
            {numberFormat(AMOUNT).format(Math.abs(entry.amount))}
          </td>
          <td className={clsx(cellClass, 'text-right tabular-nums')}>
            {formatCredits(entry.balance_after)}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
