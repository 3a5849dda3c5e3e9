import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { LoadingOverlay } from '../../../../components/ui/loading-overlay';
import { errorMessage } from '../../../../lib/error-message';
import { formatCredits } from '../../../../lib/format';
import { useLanguage, useT } from '../../../../lib/i18n/i18n';
import { useRuns } from '../api/list-runs';
import { RUN_STATUS_LABELS, TRIGGER_LABELS, statusTone } from '../labels';

/** A workflow's past runs (status, when, credits, what started it); each opens on its graph. */
export function RunsTab({
  workflowId,
  onOpen,
}: {
  workflowId: string;
  onOpen: (runId: string) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const runs = useRuns(workflowId);
  if (runs.isPending) return <LoadingOverlay label={t('workflowEditor.loadingRuns')} />;
  if (runs.isError) {
    return <Alert tone="error">{errorMessage(runs.error, t('workflowEditor.runsFailed'))}</Alert>;
  }
  if (runs.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {t('workflowEditor.noRuns')}
      </p>
    );
  }
  return (
    <ul aria-label={t('workflowEditor.runs')} className="space-y-2">
      {runs.data.map((run) => (
        <li
          key={run.id}
          className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <Badge tone={statusTone(run.status)}>{t(RUN_STATUS_LABELS[run.status])}</Badge>
          <span>{new Date(run.created_at).toLocaleString(language)}</span>
          <span className="text-slate-600 dark:text-slate-400">
            {t(TRIGGER_LABELS[run.trigger])}
          </span>
          <span>
            {t('workflowEditor.chargedOf', {
              charged: formatCredits(run.credits_charged),
              estimate: formatCredits(run.estimate_credits),
            })}
          </span>
          <Button
            size="sm"
            variant="secondary"
            className="ml-auto"
            onClick={() => onOpen(run.id)}
            aria-label={t('workflowEditor.openRun', {
              when: new Date(run.created_at).toLocaleString(language),
            })}
          >
            {t('workflowEditor.open')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
