import type { ChatGenerateResponse, StructuredResponse } from '@atelier/contract';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/i18n';
import { formatCost } from '../../../lib/format';
import { LocalEngineBadge } from '../../../kits/media-tool/local-engine-badge';
import { TranslateSelect } from '../shared/translate-select';
import { CopyButton } from '../../../components/ui/copy-button';
import { serverText } from '../../../kits/media-tool/server-text';
import { structuredToText } from './text-rules';

/** The answer: plain text or the structured shape, where it came from, and Copy. */
export function TextResponse({ answer }: { answer: ChatGenerateResponse }) {
  const t = useT();
  const structured = answer.structured_response;
  const copyable = structured
    ? structuredToText(structured, {
        actionItems: t('text.actionItems'),
        metadata: t('text.metadata'),
      })
    : answer.response;
  const local = answer.engine === 'local';

  return (
    <Card role="region" aria-label={t('text.response')} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-semibold text-slate-900 dark:text-slate-100">
            {t('text.response')}
          </h3>
          {local ? <LocalEngineBadge /> : <Badge tone="primary">{answer.model}</Badge>}
          {answer.credits_used > 0 ? (
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {t('text.creditsUsed', { cost: formatCost(answer.credits_used) })}
            </span>
          ) : null}
        </div>
        <CopyButton text={copyable} copiedMessage={t('creation.copied')}>
          {t('creation.copy')}
        </CopyButton>
      </div>
      {answer.note ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">{serverText(t, answer.note)}</p>
      ) : null}

      {structured ? (
        <StructuredView structured={structured} />
      ) : (
        <div className="text-sm leading-relaxed whitespace-pre-wrap text-slate-800 dark:text-slate-200">
          {answer.response}
        </div>
      )}

      <TranslateSelect text={copyable} />
    </Card>
  );
}

export function StructuredView({ structured }: { structured: StructuredResponse }) {
  const t = useT();
  const metadata = Object.entries(structured.metadata);
  return (
    <article className="space-y-4 text-sm text-slate-800 dark:text-slate-200">
      <header>
        <h4 className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {structured.title}
        </h4>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{structured.summary}</p>
      </header>

      {structured.sections.map((section, index) => (
        <section key={`${index}-${section.title}`} aria-label={section.title}>
          <h5 className="font-semibold text-slate-900 dark:text-slate-100">{section.title}</h5>
          <p className="mt-1 whitespace-pre-wrap">{section.content}</p>
          {section.items && section.items.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {section.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}

      {structured.action_items.length > 0 ? (
        <section aria-label={t('text.actionItems')}>
          <h5 className="font-semibold text-slate-900 dark:text-slate-100">
            {t('text.actionItems')}
          </h5>
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            {structured.action_items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ol>
        </section>
      ) : null}

      {metadata.length > 0 ? (
        <section aria-label={t('text.metadata')}>
          <h5 className="font-semibold text-slate-900 dark:text-slate-100">{t('text.metadata')}</h5>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {metadata.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="text-slate-500 dark:text-slate-400">{key}</dt>
                <dd>{String(value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </article>
  );
}
