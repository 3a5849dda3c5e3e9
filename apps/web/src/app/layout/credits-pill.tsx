import CoinsIcon from 'lucide-react/icons/coins';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/i18n';
import { formatCredits } from '../../lib/format';

/** The balance, linking to where credits are bought; null while the user is still loading. */
export function CreditsPill({ credits }: { credits: number | null }) {
  const t = useT();
  const shown = credits === null ? '...' : formatCredits(credits);
  return (
    <Link
      to="/subscription"
      aria-label={t('credits.pillLabel', { credits: shown })}
      className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1.5 text-sm font-semibold text-primary-700 ring-1 ring-primary-200 ring-inset hover:bg-primary-100 dark:bg-primary-950 dark:text-primary-200 dark:ring-primary-800 dark:hover:bg-primary-900"
    >
      <CoinsIcon className="size-4" aria-hidden="true" />
      <span>{shown}</span>
    </Link>
  );
}
