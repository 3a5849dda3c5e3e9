import type { AdminTransaction } from '@atelier/contract';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/time';
import { AdminTable, cellClass } from './admin-table';
import { formatMoney } from './figures';
import { gatewayLabel } from './gateway-labels';

type Status = AdminTransaction['status'];

export const STATUS_LABELS: Record<Status, string> = {
  success: 'Success',
  pending: 'Pending',
  failed: 'Failed',
};

const STATUS_TONES: Record<Status, BadgeTone> = {
  success: 'success',
  pending: 'warning',
  failed: 'danger',
};

const COLUMNS = ['ID', 'User', 'Item', 'Amount', 'Status', 'Date', 'Gateway', 'Reference'];

/** Spec: Transaction row; the id's first characters are enough to find it, the title has it all. */
export function TransactionsTable({ transactions }: { transactions: readonly AdminTransaction[] }) {
  return (
    <AdminTable caption="Transactions" columns={COLUMNS}>
      {transactions.map((transaction) => (
        <tr key={transaction.id}>
          <td className={`${cellClass} font-mono text-xs`} title={transaction.id}>
            {transaction.id.slice(0, 8)}
          </td>
          <td className={`${cellClass} break-all`}>{transaction.user_email ?? 'Deleted user'}</td>
          <td className={cellClass}>{transaction.item}</td>
          <td className={`${cellClass} whitespace-nowrap tabular-nums`}>
            {formatMoney(transaction)}
          </td>
          <td className={cellClass}>
            <Badge tone={STATUS_TONES[transaction.status]}>
              {STATUS_LABELS[transaction.status]}
            </Badge>
          </td>
          <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(transaction.date)}</td>
          <td className={cellClass}>{gatewayLabel(transaction.gateway)}</td>
          <td className={`${cellClass} font-mono text-xs break-all`}>
            {transaction.gateway_reference ?? '—'}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
