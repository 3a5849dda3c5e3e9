import type { TeamLedgerEntry } from '@atelier/contract';
import { clsx } from 'clsx';
import { DataTable, cellClass } from '../../../components/ui/data-table';
import { formatCredits } from '../../../lib/format';
import { useT } from '../../../lib/i18n/i18n';
import { CREDIT_TYPE_LABELS, amountTone, signedAmount } from '../../../kits/wallet/credit-entry';
import { ledgerText } from '../../../kits/wallet/ledger-text';
import { formatDateTime } from '../../../lib/time';

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
          <td className={clsx(cellClass, 'whitespace-nowrap')}>
            {t(CREDIT_TYPE_LABELS[entry.type])}
          </td>
          <td className={cellClass}>{ledgerText(t, entry.description)}</td>
          <td className={cellClass}>{entry.member?.full_name ?? t('teams.formerMemberLabel')}</td>
          <td
            className={clsx(
              cellClass,
              'text-right font-medium whitespace-nowrap tabular-nums',
              amountTone(entry.amount),
            )}
          >
            {signedAmount(entry.amount)}
          </td>
          <td className={clsx(cellClass, 'text-right tabular-nums')}>
            {formatCredits(entry.balance_after)}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
