import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/error-message';
import { searchQueryOptions } from '../api/search-platform';
import { NoResults } from '../components/no-results';
import { QueryForm } from '../components/query-form';
import { ResultCard } from '../components/result-card';
import { ResultSummary } from '../components/result-summary';
import { AssistantAnswer, resultAnchor } from './assistant-answer';
import { useT } from '../../../lib/i18n/i18n';

/** Without COPILOT_URL: the platform search, with its answer when the server writes one. */
export function BuiltInAssistant({
  query,
  onSearch,
}: {
  query: string;
  onSearch: (query: string) => void;
}) {
  const t = useT();
  return (
    <>
      <PageHeader title="Copilot" description={t('search.copilotDescription')} />
      <QueryForm
        key={query}
        initial={query}
        onSubmit={onSearch}
        placeholder={t('search.copilotPlaceholder')}
        className="mt-6"
      />
      {query ? <AssistantResults query={query} /> : null}
    </>
  );
}

function AssistantResults({ query }: { query: string }) {
  const t = useT();
  const search = useQuery(searchQueryOptions(query, 20, true));
  if (search.isPending) return <LoadingOverlay label={t('search.searching')} />;
  if (search.isError) {
    return (
      <Alert tone="error" className="mt-6">
        {errorMessage(search.error, t('api.search.failed'))}
      </Alert>
    );
  }
  const { answer, results } = search.data;
  if (results.length === 0) {
    return (
      <div className="mt-6">
        <NoResults hint={t('search.tryOtherWords')} />
      </div>
    );
  }
  return (
    <div className="mt-6 space-y-4">
      {answer ? (
        <AssistantAnswer answer={answer} />
      ) : (
        // The server writes an answer only with a text provider, and only from results it can
        // cite: none came, so nothing here pretends to be one.
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('search.noAnswer')}</p>
      )}
      <ResultSummary response={search.data} />
      <ol aria-label={t('search.results')} className="space-y-3">
        {results.map((result, index) => (
          <li key={`${index}:${result.url}`}>
            <ResultCard result={result} id={resultAnchor(index + 1)} />
          </li>
        ))}
      </ol>
    </div>
  );
}
