import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';

/** Previous and Next around "Page 2 of 5"; shown only when there is more than one page. */
export function LedgerPager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={t('teams.ledgerPages')}
      className="flex items-center justify-between gap-3 text-sm"
    >
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('teams.previous')}
      </Button>
      <span className="text-slate-600 dark:text-slate-400">
        {t('teams.pageOf', { page, total: totalPages })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('teams.next')}
      </Button>
    </nav>
  );
}
