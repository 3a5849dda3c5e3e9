import type { Analysis, OptimizeResponse } from '@atelier/contract';
import CopyIcon from 'lucide-react/icons/copy';
import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ProgressBar } from '../../components/ui/progress-bar';
import { formatCost, formatCredits } from '../../lib/format';
import { copyWithToast } from '../../lib/copy-text';
import { useT } from '../../lib/i18n/i18n';
import { LocalEngineBadge } from './local-engine-badge';

const SUGGESTIONS: { key: keyof Analysis['suggested_prompts']; label: string }[] = [
  { key: 'basic', label: 'creation.suggestionBasic' },
  { key: 'enhanced', label: 'creation.suggestionEnhanced' },
  { key: 'creative', label: 'creation.suggestionCreative' },
];

/** The optimise-output analysis: how well the output matches, and three prompts to try next. */
export function AnalysisDialog({
  answer,
  outputType,
  open,
  onOpenChange,
  busy,
  onRegenerate,
}: {
  answer: OptimizeResponse | null;
  outputType: 'image' | 'video';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While a regeneration is under way, its buttons wait. */
  busy: boolean;
  onRegenerate: (prompt: string) => void;
}) {
  const t = useT();
  if (!answer) return null;
  const { analysis } = answer;
  const score = Math.round(analysis.match_score);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('creation.analysisTitle')}
      description={t('creation.analysisDescription', { type: outputType })}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('creation.close')}
        </Button>
      }
    >
      <div className="space-y-5 text-sm">
        <div>
          <div className="flex items-baseline justify-between">
            <span className="font-medium text-slate-800 dark:text-slate-200">
              {t('creation.matchScore')}
            </span>
            <span className="text-2xl font-bold text-slate-900 tabular-nums dark:text-slate-100">
              {score}%
            </span>
          </div>
          <ProgressBar label={t('creation.matchScore')} percent={score} className="mt-2" />
        </div>

        <AnalysisList title={t('creation.matchesWell')} items={analysis.matches_well} />
        <AnalysisList title={t('creation.missingElements')} items={analysis.missing_elements} />

        <section aria-label={t('creation.suggestedPrompts')}>
          <h3 className="font-semibold text-slate-900 dark:text-slate-100">
            {t('creation.suggestedPrompts')}
          </h3>
          <ul className="mt-2 space-y-3">
            {SUGGESTIONS.map(({ key, label }) => {
              const prompt = analysis.suggested_prompts[key];
              return (
                <li
                  key={key}
                  aria-label={t('creation.suggestionPrompt', { label: t(label) })}
                  className="rounded-xl border border-slate-200 p-3 dark:border-slate-700"
                >
                  <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">
                    {t(label)}
                  </p>
                  <p className="mt-1 text-slate-800 dark:text-slate-200">{prompt}</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => void copyWithToast(prompt, t('creation.promptCopied'))}
                    >
                      <CopyIcon className="size-4" aria-hidden="true" />
                      {t('creation.copy')}
                    </Button>
                    <Button size="sm" disabled={busy} onClick={() => onRegenerate(prompt)}>
                      <RefreshCwIcon className="size-4" aria-hidden="true" />
                      {t('creation.useAndRegenerate')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>

        <section>
          <h3 className="font-semibold text-slate-900 dark:text-slate-100">{t('creation.why')}</h3>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{analysis.explanation}</p>
        </section>

        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
          {answer.engine === 'local' ? (
            <>
              <LocalEngineBadge kind="analysis" />
              <span>{t('creation.measuredLocally')}</span>
            </>
          ) : (
            <span>{t('creation.analysedBy', { model: answer.model })}</span>
          )}
          <span>
            {t('creation.analysisCost', {
              cost: formatCost(answer.cost),
              balance: formatCredits(answer.remaining_credits),
            })}
          </span>
        </div>
      </div>
    </Dialog>
  );
}

function AnalysisList({ title, items }: { title: string; items: readonly string[] }) {
  const t = useT();
  return (
    <section>
      <h3 className="font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
      {items.length > 0 ? (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-slate-500 dark:text-slate-400">{t('creation.nothingToReport')}</p>
      )}
    </section>
  );
}
