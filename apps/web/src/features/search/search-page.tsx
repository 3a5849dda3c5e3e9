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
import { useT } from '../../lib/i18n/i18n';
import { errorMessage } from '../../lib/error-message';

/** Spec part 2, "AI search page": /search?q= searches every type; without q, an intro. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={t('search.pageTitle')}
        description={t('search.pageDescription')}
        actions={
          q ? (
            <Link
              to={`/copilot?q=${encodeURIComponent(q)}`}
              className={buttonClasses({ variant: 'secondary' })}
            >
              <BotIcon className="size-4" aria-hidden="true" />
              {t('search.askAssistant')}
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
  const t = useT();
  const search = useQuery(searchQueryOptions(query));
  if (search.isPending) return <LoadingOverlay label={t('search.searching')} />;
  if (search.isError) {
    return (
      <Alert tone="error" className="mt-6">
        <p className="font-semibold">{t('api.search.failed')}</p>
        {failureReason(search.error) ? (
          <p className="mt-1">{errorMessage(search.error, '')}</p>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          className="mt-3"
          onClick={() => void search.refetch()}
        >
          {t('search.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (search.data.results.length === 0) {
    return (
      <div className="mt-6">
        <NoResults hint={t('search.tryOtherWords')} />
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
  const t = useT();
  const [shown, setShown] = useState<ReadonlySet<SearchResultType>>(
    () => new Set(SEARCH_RESULT_TYPES),
  );
  const results = response.results.filter((result) => shown.has(result.type));
  return (
    <section aria-label={t('search.results')} className="mt-6 space-y-4">
      <ResultSummary response={response} />
      <TypeFilters results={response.results} shown={shown} onChange={setShown} />
      {results.length < response.results.length ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('search.showing', { shown: results.length, total: response.results.length })}
        </p>
      ) : null}
      {results.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('search.noneOfTypes')}
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
