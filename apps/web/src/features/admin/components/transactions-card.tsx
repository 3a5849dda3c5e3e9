import ReceiptIcon from 'lucide-react/icons/receipt';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { CardTitle } from '../../../components/ui/page-header';
import { useTransactions } from '../api/list-transactions';
import { EmptyRow } from './admin-table';
import { Pager } from './pager';
import {
  NO_TRANSACTION_FILTERS,
  TransactionsFilters,
  toTransactionFilters,
} from './transactions-filters';
import type { TransactionFilterValues } from './transactions-filters';
import { TransactionsTable } from './transactions-table';

/** Every payment for credits or a plan, newest first, 20 a page. */
export function TransactionsCard() {
  const [values, setValues] = useState(NO_TRANSACTION_FILTERS);
  const [page, setPage] = useState(1);
  const transactions = useTransactions({ ...toTransactionFilters(values), page });
  const total = transactions.data?.pagination.total_transactions;

  const change = (next: TransactionFilterValues) => {
    setValues(next);
    // Other filters give other pages: start from the first.
    setPage(1);
  };

  return (
    <Card>
      <CardTitle
        icon={<ReceiptIcon className="size-5" aria-hidden="true" />}
        title="Transactions"
        description={
          total === undefined
            ? undefined
            : `${total} ${total === 1 ? 'transaction' : 'transactions'}`
        }
      />
      <div className="mt-5">
        <TransactionsFilters values={values} onChange={change} />
      </div>
      <div className="mt-5" aria-busy={transactions.isFetching}>
        {transactions.isError ? (
          <Alert tone="error">Failed to load transactions</Alert>
        ) : transactions.isPending ? (
          <EmptyRow>Loading transactions...</EmptyRow>
        ) : transactions.data.transactions.length === 0 ? (
          <EmptyRow>No transactions found</EmptyRow>
        ) : (
          <TransactionsTable transactions={transactions.data.transactions} />
        )}
      </div>
      {transactions.data && !transactions.isError ? (
        <Pager
          label="Transactions pages"
          page={page}
          totalPages={transactions.data.pagination.total_pages}
          onPage={setPage}
        />
      ) : null}
    </Card>
  );
}
