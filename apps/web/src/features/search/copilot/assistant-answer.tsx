import type { SearchResponse } from '@atelier/contract';
import SparklesIcon from 'lucide-react/icons/sparkles';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import type { Translate } from '../../../lib/i18n/i18n';

type Answer = NonNullable<SearchResponse['answer']>;

/** The id of the n-th result card (1-based, as the answer cites it: [1]). */
export function resultAnchor(n: number): string {
  return `assistant-result-${n}`;
}

const citationClasses =
  'font-semibold text-primary-700 underline underline-offset-2 hover:no-underline dark:text-primary-300';

/** The answer's text with each [n] a link down to the result it cites, then its sources. */
export function AssistantAnswer({ answer }: { answer: Answer }) {
  const t = useT();
  const cited = new Set(answer.citations.map((citation) => citation.index));
  return (
    <section
      aria-labelledby="assistant-answer"
      className="rounded-2xl border border-primary-200 bg-primary-50 p-5 dark:border-primary-900 dark:bg-primary-950/50"
    >
      <h2
        id="assistant-answer"
        className="flex items-center gap-2 font-semibold text-slate-900 dark:text-slate-100"
      >
        <SparklesIcon className="size-4 text-primary-600" aria-hidden="true" />
        {t('search.answer')}
      </h2>
      <p className="mt-2 leading-7 whitespace-pre-line text-slate-800 dark:text-slate-200">
        {withCitationLinks(answer.text, cited, t)}
      </p>
      {answer.citations.length > 0 ? (
        <ol aria-label={t('search.answerSources')} className="mt-3 space-y-1 text-sm">
          {answer.citations.map((citation) => (
            <li key={citation.index}>
              <a href={`#${resultAnchor(citation.index)}`} className={citationClasses}>
                [{citation.index}] {citation.title}
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function withCitationLinks(text: string, cited: ReadonlySet<number>, t: Translate): ReactNode[] {
  return text.split(/(\[\d+\])/).map((part, index) => {
    const n = Number(/^\[(\d+)\]$/.exec(part)?.[1]);
    if (!cited.has(n)) return part;
    return (
      <a
        key={index}
        href={`#${resultAnchor(n)}`}
        aria-label={t('search.sourceNumber', { number: n })}
        className={citationClasses}
      >
        [{n}]
      </a>
    );
  });
}
