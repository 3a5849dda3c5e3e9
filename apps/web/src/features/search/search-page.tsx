import { SEARCH_MESSAGES, SEARCH_RESULT_TYPES } from '@atelier/contract';
import type { SearchResponse, SearchResultType } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import BotIcon from 'lucide-react/icons/bot';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { PageHeader } from '../../components/ui/page-header';
import { ApiError } from '../../lib/api-client';
import { searchQueryOptions } from './api/search-platform';
import { NoResults } from './components/no-results';
import { QueryForm } from './components/query-form';
import { ResultCard } from './components/result-card';
import { ResultSummary } from './components/result-summary';
import { TypeFilters } from './components/type-filters';

/** Spec part 2, "AI search page": /search?q= searches every type; without q, an intro. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="Assistance AI Search"
        description="Search help articles, the platform's features, AI tools, templates and your own work in one place."
        actions={
          q ? (
            <Link
              to={`/copilot?q=${encodeURIComponent(q)}`}
              className={buttonClasses({ variant: 'secondary' })}
            >
              <BotIcon className="size-4" aria-hidden="true" />
              Ask the assistant
            </Link>
          ) : undefined
        }
      />
      <QueryForm
        key={q}
        initial={q}
        onSubmit={(query) => setParams({ q: query })}
        className="mt-6"
      />
      {q ? <SearchResults query={q} /> : null}
    </div>
  );
}

function SearchResults({ query }: { query: string }) {
  const search = useQuery(searchQueryOptions(query));
  if (search.isPending) return <LoadingOverlay label="Searching Assistance Platform..." />;
  if (search.isError) {
    return (
      <Alert tone="error" className="mt-6">
        <p className="font-semibold">{SEARCH_MESSAGES.failed}</p>
        {failureReason(search.error) ? <p className="mt-1">{failureReason(search.error)}</p> : null}
        <Button
          size="sm"
          variant="secondary"
          className="mt-3"
          onClick={() => void search.refetch()}
        >
          Try Again
        </Button>
      </Alert>
    );
  }
  if (search.data.results.length === 0) {
    return (
      <div className="mt-6">
        <NoResults hint="Try different keywords or check your spelling." />
      </div>
    );
  }
  return <FilteredResults response={search.data} />;
}

/** A refusal the person can act on (too many searches, no connection); a server fault is not. */
function failureReason(error: Error): string {
  const actionable = error instanceof ApiError && error.status < 500;
  return actionable && error.detail !== SEARCH_MESSAGES.failed ? error.detail : '';
}

function FilteredResults({ response }: { response: SearchResponse }) {
  const [shown, setShown] = useState<ReadonlySet<SearchResultType>>(
    () => new Set(SEARCH_RESULT_TYPES),
  );
  const results = response.results.filter((result) => shown.has(result.type));
  return (
    <section aria-label="Search results" className="mt-6 space-y-4">
      <ResultSummary response={response} />
      <TypeFilters results={response.results} shown={shown} onChange={setShown} />
      {results.length < response.results.length ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Showing {results.length} of {response.results.length}
        </p>
      ) : null}
      {results.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          None of the results is of the chosen types.
        </p>
      ) : (
        <ul className="space-y-3">
          {results.map((result, index) => (
            <li key={`${index}:${result.url}`}>
              <ResultCard result={result} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
