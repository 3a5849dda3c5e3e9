import type { SearchResponse } from '@atelier/contract';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "Found N results in X.XXXs from K sources", with a chip per source (spec). */
export function ResultSummary({ response }: { response: SearchResponse }) {
  const sources = response.sources_used;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <span className="font-semibold">
          Found {plural(response.total_results, 'result')} in {response.search_time.toFixed(3)}s
        </span>
        {sources.length > 0 ? ` from ${plural(sources.length, 'source')}` : null}
      </p>
      {sources.length > 0 ? (
        <ul aria-label="Sources" className="flex flex-wrap gap-1.5">
          {sources.map((source) => (
            <li
              key={source}
              className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-800 dark:bg-primary-950 dark:text-primary-200"
            >
              {source}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
