import { SEARCH_RESULT_TYPES } from '@atelier/contract';
import type { SearchResult, SearchResultType } from '@atelier/contract';
import { RESULT_TYPE_LABELS } from './result-type';
import { useT } from '../../../lib/i18n/i18n';

/** A checkbox per result type, with how many of the results are of it. */
export function TypeFilters({
  results,
  shown,
  onChange,
}: {
  results: readonly SearchResult[];
  shown: ReadonlySet<SearchResultType>;
  onChange: (shown: Set<SearchResultType>) => void;
}) {
  const t = useT();
  const toggle = (type: SearchResultType) => {
    const next = new Set(shown);
    if (next.has(type)) next.delete(type);
    else next.add(type);
    onChange(next);
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t('search.filterByType')}
      </legend>
      {SEARCH_RESULT_TYPES.map((type) => (
        <label
          key={type}
          className="inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
        >
          <input
            type="checkbox"
            checked={shown.has(type)}
            onChange={() => toggle(type)}
            className="size-4 rounded border-slate-300 accent-primary-600"
          />
          {t('search.typeCount', {
            type: t(RESULT_TYPE_LABELS[type]),
            count: results.filter((result) => result.type === type).length,
          })}
        </label>
      ))}
    </fieldset>
  );
}
