import type { SearchResponse } from '@atelier/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { useEffect, useRef } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { errorMessage } from '../../../lib/error-message';
import { NoResults } from '../components/no-results';
import { RESULT_LINK_ATTRIBUTE, ResultCard } from '../components/result-card';
import { ResultSummary } from '../components/result-summary';
import { SearchForm } from '../components/search-form';
import { useT } from '../../../lib/i18n/i18n';

/** ArrowDown and ArrowUp step through the results' View links, from wherever the focus is. */
function moveBetweenResults(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(`[${RESULT_LINK_ATTRIBUTE}]`),
  ];
  if (links.length === 0) return;
  event.preventDefault();
  const at = links.indexOf(document.activeElement as HTMLElement);
  const step = event.key === 'ArrowDown' ? 1 : -1;
  const next = at === -1 ? (step === 1 ? 0 : links.length - 1) : at + step;
  links[Math.min(Math.max(next, 0), links.length - 1)]?.focus();
}

export function ExplorerResults({
  search,
  text,
  onTextChange,
  onSearch,
  onBack,
  onNavigate,
  inputRef,
}: {
  search: UseMutationResult<SearchResponse, Error, string>;
  text: string;
  onTextChange: (text: string) => void;
  onSearch: (query: string) => void;
  onBack: () => void;
  onNavigate: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The button that ran the search is gone: the focus moves to what replaced it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="space-y-4" onKeyDown={moveBetweenResults}>
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {t('search.back')}
        </Button>
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="min-w-0 flex-1 truncate text-sm font-semibold focus:outline-none"
        >
          {t('search.resultsFor', { query: search.variables ?? text })}
        </h3>
      </div>
      {search.isPending ? <LoadingOverlay label={t('search.searching')} /> : null}
      {search.isError ? (
        <Alert tone="error">{errorMessage(search.error, t('api.search.failed'))}</Alert>
      ) : null}
      {search.data ? <Results response={search.data} onNavigate={onNavigate} /> : null}
      <SearchForm value={text} onChange={onTextChange} onSubmit={onSearch} inputRef={inputRef} />
    </div>
  );
}

function Results({ response, onNavigate }: { response: SearchResponse; onNavigate: () => void }) {
  const t = useT();
  if (response.results.length === 0) {
    return <NoResults hint={t('search.tryPlatformWords')} />;
  }
  return (
    <>
      <ResultSummary response={response} />
      <ul aria-label={t('search.results')} className="space-y-3">
        {response.results.map((result, index) => (
          <li key={`${index}:${result.url}`}>
            <ResultCard result={result} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  );
}
