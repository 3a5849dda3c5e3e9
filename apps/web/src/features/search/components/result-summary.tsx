import type { SearchResponse } from '@atelier/contract';
import { useT } from '../../../lib/i18n/i18n';
import { numberFormat } from '../../../lib/locale';
import { sourceLabel } from './result-type';

/** "Found N results in X.XXXs from K sources", with a chip per source (spec). */
export function ResultSummary({ response }: { response: SearchResponse }) {
  const t = useT();
  const sources = response.sources_used;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <span className="font-semibold">
          {t('search.found', {
            results: response.total_results,
            seconds: numberFormat({ minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(
              response.search_time,
            ),
          })}
        </span>
        {sources.length > 0 ? ` ${t('search.fromSources', { sources: sources.length })}` : null}
      </p>
      {sources.length > 0 ? (
        <ul aria-label={t('search.sources')} className="flex flex-wrap gap-1.5">
          {sources.map((source) => (
            <li
              key={source}
              className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-800 dark:bg-primary-950 dark:text-primary-200"
            >
              {sourceLabel(t, source)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
