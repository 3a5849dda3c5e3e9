import { CREDIT_TYPE_LABELS, amountTone, signedAmount } from '../../../kits/wallet/credit-entry';
import { ledgerText } from '../../../kits/wallet/ledger-text';
import type { CreditHistoryEntry } from '@atelier/contract';
import { clsx } from 'clsx';
import FileDownIcon from 'lucide-react/icons/file-down';
import ReceiptIcon from 'lucide-react/icons/receipt';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardHeader } from '../../../components/ui/page-header';
import { formatCredits } from '../../../lib/format';
import { formatDateTime } from '../../../lib/time';
import { useCreditHistory } from '../api/get-credit-history';
import { useDownloadCreditHistory } from '../api/download-credit-history';
import { useLogError } from '../../../lib/use-log-error';
import { useT } from '../../../lib/i18n/i18n';

export function CreditHistoryCard() {
  const t = useT();
  const [page, setPage] = useState(1);
  const history = useCreditHistory(page);
  const download = useDownloadCreditHistory();
  useLogError(history.error, 'Failed to load credit history');

  // Spec: a failed load shows an empty list.
  const entries = history.isError ? [] : (history.data?.history ?? []);
  const totalPages = history.isError ? 0 : (history.data?.total_pages ?? 0);
  // Spec: pages are limited to 1..total_pages.
  const turnTo = (next: number) => setPage(Math.min(Math.max(next, 1), Math.max(totalPages, 1)));

  return (
    <Card>
      <CardHeader
        icon={<ReceiptIcon className="size-5" aria-hidden="true" />}
        title={t('billing.historyTitle')}
        description={t('billing.historyIntro')}
        actions={
          <Button
            variant="secondary"
            size="sm"
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            <FileDownIcon className="size-4" aria-hidden="true" />
            {t('billing.downloadCsv')}
          </Button>
        }
      />
      {download.isError ? (
        <Alert tone="error" className="mt-4">
          {t('billing.downloadFailed')}
        </Alert>
      ) : null}
      {entries.length === 0 ? (
        <p className="mt-5 text-sm text-slate-600 dark:text-slate-400">
          {history.isPending ? t('billing.loading') : t('billing.historyEmpty')}
        </p>
      ) : (
        <HistoryTable entries={entries} />
      )}
      {totalPages > 1 ? (
        <nav
          aria-label={t('billing.historyPages')}
          className="mt-4 flex items-center justify-between gap-3 text-sm"
        >
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => turnTo(page - 1)}
          >
            {t('billing.previous')}
          </Button>
          <span className="text-slate-600 dark:text-slate-400">
            {t('billing.pageOf', { page, total: totalPages })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= totalPages}
            onClick={() => turnTo(page + 1)}
          >
            {t('billing.next')}
          </Button>
        </nav>
      ) : null}
    </Card>
  );
}

function HistoryTable({ entries }: { entries: CreditHistoryEntry[] }) {
  const t = useT();
  return (
    <div className="mt-5 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-500 dark:border-slate-700 dark:text-slate-400">
          <tr>
            <th className="py-2 pr-4 font-medium">{t('billing.date')}</th>
            <th className="py-2 pr-4 font-medium">{t('billing.type')}</th>
            <th className="py-2 pr-4 font-medium">{t('billing.description')}</th>
            <th className="py-2 pr-4 text-right font-medium">{t('billing.amount')}</th>
            <th className="py-2 text-right font-medium">{t('billing.balanceAfter')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="py-2 pr-4 whitespace-nowrap text-slate-600 dark:text-slate-400">
                {formatDateTime(entry.timestamp)}
              </td>
              <td className="py-2 pr-4 whitespace-nowrap">{t(CREDIT_TYPE_LABELS[entry.type])}</td>
              <td className="py-2 pr-4">{ledgerText(t, entry.description)}</td>
              <td
                className={clsx(
                  'py-2 pr-4 text-right font-medium whitespace-nowrap tabular-nums',
                  amountTone(entry.amount),
                )}
              >
                {signedAmount(entry.amount)}
              </td>
              <td className="py-2 text-right tabular-nums">{formatCredits(entry.balance_after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
