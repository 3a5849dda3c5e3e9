import { clsx } from 'clsx';
import { useState } from 'react';
import { Card } from '../../../../components/ui/card';
import { CardTitle } from '../../../../components/ui/page-header';
import { formatCredits } from '../../../../lib/format';
import { formatDateTime } from '../../../../lib/time';
import { useLogError } from '../../../../lib/use-log-error';
import { useUserCreditHistory } from '../../api/get-credit-history';
import { AdminTable, EmptyRow, cellClass } from '../admin-table';
import { Pager } from '../pager';

/** Spec part 2, section 9: admin credit amounts show 4 decimals, with their sign. */
const fourDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
});

export function signedAmount(amount: number): string {
  return `${amount < 0 ? '-' : '+'}${fourDecimals.format(Math.abs(amount))}`;
}

const COLUMNS = ['Date', 'Type', 'Amount', 'Description', 'Balance after'];

/** The user's ledger, 20 a page; mounted when its tab is first opened, which fetches it. */
export function CreditsPanel({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const history = useUserCreditHistory(userId, page);
  useLogError(history.error, 'Failed to load credit history');
  // Spec part 2, section 8: a failed load shows an empty list.
  const transactions = history.isError ? [] : (history.data?.transactions ?? []);

  return (
    <Card>
      <CardTitle
        title="Credit history"
        description="Grants, purchases and spending, newest first."
      />
      <div className="mt-4">
        {history.isPending ? (
          <EmptyRow>Loading credit history...</EmptyRow>
        ) : transactions.length === 0 ? (
          <EmptyRow>No credit transactions found</EmptyRow>
        ) : (
          <AdminTable caption="Credit transactions" columns={COLUMNS}>
            {transactions.map((entry, index) => (
              <tr key={`${entry.timestamp}-${index}`}>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {formatDateTime(entry.timestamp)}
                </td>
                <td className={cellClass}>{entry.type === 'credit' ? 'Credit' : 'Debit'}</td>
                <td
                  className={clsx(
                    cellClass,
                    'font-medium whitespace-nowrap tabular-nums',
                    entry.amount < 0
                      ? 'text-red-700 dark:text-red-400'
                      : 'text-emerald-700 dark:text-emerald-400',
                  )}
                >
                  {signedAmount(entry.amount)}
                </td>
                <td className={cellClass}>{entry.description}</td>
                <td className={`${cellClass} tabular-nums`}>
                  {formatCredits(entry.balance_after)}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
      {history.data && !history.isError ? (
        <Pager
          label="Credit history pages"
          page={page}
          totalPages={history.data.pagination.total_pages}
          onPage={setPage}
        />
      ) : null}
    </Card>
  );
}
