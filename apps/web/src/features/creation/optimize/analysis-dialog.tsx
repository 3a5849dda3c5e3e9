import type { Analysis, OptimizeResponse } from '@atelier/contract';
import CopyIcon from 'lucide-react/icons/copy';
import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatCredits } from '../../../lib/format';
import { copyWithToast } from '../../../lib/copy-text';
import { formatCost } from '../shared/format';
import { LocalEngineBadge } from '../shared/local-engine-badge';

const SUGGESTIONS: { key: keyof Analysis['suggested_prompts']; label: string }[] = [
  { key: 'basic', label: 'Basic' },
  { key: 'enhanced', label: 'Enhanced' },
  { key: 'creative', label: 'Creative' },
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
  if (!answer) return null;
  const { analysis } = answer;
  const score = Math.round(analysis.match_score);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Output analysis"
      description={`How well the ${outputType} matches its prompt, and prompts that may match better.`}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      <div className="space-y-5 text-sm">
        <div>
          <div className="flex items-baseline justify-between">
            <span className="font-medium text-slate-800 dark:text-slate-200">Match score</span>
            <span className="text-2xl font-bold text-slate-900 tabular-nums dark:text-slate-100">
              {score}%
            </span>
          </div>
          <ProgressBar label="Match score" percent={score} className="mt-2" />
        </div>

        <AnalysisList title="What matches well" items={analysis.matches_well} />
        <AnalysisList title="Missing elements" items={analysis.missing_elements} />

        <section aria-label="Suggested prompts">
          <h3 className="font-semibold text-slate-900 dark:text-slate-100">Suggested prompts</h3>
          <ul className="mt-2 space-y-3">
            {SUGGESTIONS.map(({ key, label }) => {
              const prompt = analysis.suggested_prompts[key];
              return (
                <li
                  key={key}
                  aria-label={`${label} prompt`}
                  className="rounded-xl border border-slate-200 p-3 dark:border-slate-700"
                >
                  <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-300">
                    {label}
                  </p>
                  <p className="mt-1 text-slate-800 dark:text-slate-200">{prompt}</p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => void copyWithToast(prompt)}
                    >
                      <CopyIcon className="size-4" aria-hidden="true" />
                      Copy
                    </Button>
                    <Button size="sm" disabled={busy} onClick={() => onRegenerate(prompt)}>
                      <RefreshCwIcon className="size-4" aria-hidden="true" />
                      Use &amp; Regenerate
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>

        <section>
          <h3 className="font-semibold text-slate-900 dark:text-slate-100">Why</h3>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{analysis.explanation}</p>
        </section>

        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
          {answer.engine === 'local' ? (
            <>
              <LocalEngineBadge kind="analysis" />
              <span>Measured locally (size, colours, aspect), not an AI judgement.</span>
            </>
          ) : (
            <span>Analysed by {answer.model}.</span>
          )}
          <span>
            Cost {formatCost(answer.cost)} credits; balance{' '}
            {formatCredits(answer.remaining_credits)}.
          </span>
        </div>
      </div>
    </Dialog>
  );
}

function AnalysisList({ title, items }: { title: string; items: readonly string[] }) {
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
        <p className="mt-1 text-slate-500 dark:text-slate-400">Nothing to report.</p>
      )}
    </section>
  );
}
