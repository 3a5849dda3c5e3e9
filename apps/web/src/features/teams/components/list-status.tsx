import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/** What a list shows before it has rows: loading, a failure with Try again, or that it is empty. */
export function ListStatus({
  query,
  loading,
  failed,
  empty,
}: {
  query: ListQuery;
  loading: string;
  failed: string;
  empty: string;
}) {
  const t = useT();
  if (query.isPending) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{loading}</p>;
  }
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>{failed}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {t('teams.tryAgain')}
        </Button>
      </Alert>
    );
  }
  return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
}
