import type { SearchResult } from '@atelier/contract';
import { clsx } from 'clsx';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link';
import { RESULT_TYPE_LABELS, ResultTypeIcon, sourceLabel } from './result-type';
import { useT } from '../../../lib/i18n/i18n';

/** The View links carry this, so arrow keys can move between them (see the Explorer). */
export const RESULT_LINK_ATTRIBUTE = 'data-result-link';

const linkClasses =
  'inline-flex items-center gap-1 rounded text-sm font-semibold text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-primary-300';

export function ResultCard({
  result,
  id,
  onNavigate,
}: {
  result: SearchResult;
  /** An anchor others link to (the assistant's citations). */
  id?: string;
  /** Called when View leads to a page of this app (the Explorer closes itself). */
  onNavigate?: () => void;
}) {
  const t = useT();
  const fallback = result.description || result.content || t('search.noDescription');
  return (
    <article
      id={id}
      className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-600 dark:bg-primary-950 dark:text-primary-300">
        <ResultTypeIcon type={result.type} className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900 dark:text-slate-100">{result.title}</h3>
        {result.snippet ? (
          <p
            className={clsx(
              'mt-1 text-sm break-words text-slate-600 dark:text-slate-400',
              '[&_mark]:rounded-sm [&_mark]:bg-amber-200 [&_mark]:px-0.5 [&_mark]:text-slate-900',
            )}
            // Safe: the server escapes everything in a snippet except the <mark> tags it adds
            // around the matched words (SearchResult.snippet in the contract).
            dangerouslySetInnerHTML={{ __html: result.snippet }}
          />
        ) : (
          <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">{fallback}</p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
          <span className="font-medium">{t(RESULT_TYPE_LABELS[result.type])}</span>
          <span>
            {t('search.confidence', { percent: Math.round(result.confidence_score * 100) })}
          </span>
          <span>{sourceLabel(t, result.source)}</span>
          <ViewLink result={result} onNavigate={onNavigate} />
        </div>
      </div>
    </article>
  );
}

function ViewLink({ result, onNavigate }: { result: SearchResult; onNavigate?: () => void }) {
  const t = useT();
  const linkProps = { [RESULT_LINK_ATTRIBUTE]: '', className: clsx(linkClasses, 'ml-auto') };
  // An in-app path ("/help/...", "/workflows?workflow=..."), not a protocol-relative "//host".
  if (result.url.startsWith('/') && !result.url.startsWith('//')) {
    return (
      <Link to={result.url} onClick={onNavigate} {...linkProps}>
        {t('search.view')}
        <span className="sr-only"> {result.title}</span>
        <ArrowRightIcon className="size-3.5" aria-hidden="true" />
      </Link>
    );
  }
  if (/^https?:\/\//.test(result.url)) {
    return (
      <ExternalLink href={result.url} {...linkProps}>
        {t('search.view')}
        <span className="sr-only"> {result.title}</span>
      </ExternalLink>
    );
  }
  return null;
}
