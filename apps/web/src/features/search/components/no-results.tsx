import SearchXIcon from 'lucide-react/icons/search-x';
import { useT } from '../../../lib/i18n/i18n';

/** The empty state: 'No Results Found' and a hint on what to try instead. */
export function NoResults({ hint }: { hint: string }) {
  const t = useT();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
      <SearchXIcon className="mx-auto size-8 text-slate-400" aria-hidden="true" />
      <h3 className="mt-2 font-semibold text-slate-900 dark:text-slate-100">
        {t('api.search.noResults')}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{hint}</p>
    </div>
  );
}
