import type { WorkflowRun } from '@atelier/contract';
import PlayIcon from 'lucide-react/icons/play';
import SquareIcon from 'lucide-react/icons/square';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/error-message';
import { formatCredits } from '../../../../lib/format';
import { useLanguage, useT } from '../../../../lib/i18n/i18n';
import { useCancelRun } from '../api/cancel-run';
import { useResumeRun } from '../api/resume-run';
import { RUN_STATUS_LABELS, TRIGGER_LABELS, statusTone } from '../labels';

/**
 * The run on show above the graph: its state and credits live, Cancel while it works, Resume
 * (one click) once it failed or was cancelled, and the way back to editing.
 */
export function RunBar({
  workflowId,
  run,
  onResumed,
  onClose,
}: {
  workflowId: string;
  run: WorkflowRun;
  onResumed: (runId: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const cancel = useCancelRun(workflowId);
  const resume = useResumeRun(workflowId);
  const working = run.status === 'queued' || run.status === 'running';
  const resumable = run.status === 'failed' || run.status === 'cancelled';
  const failed = run.steps.find((step) => step.status === 'failed');
  return (
    <section
      aria-label={t('workflowEditor.runOnShow')}
      className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span role="status" aria-live="polite" className="flex items-center gap-2">
          <Badge tone={statusTone(run.status)}>{t(RUN_STATUS_LABELS[run.status])}</Badge>
          <span className="text-sm text-slate-700 dark:text-slate-300">
            {t('workflowEditor.runFacts', {
              when: new Date(run.created_at).toLocaleString(language),
              trigger: t(TRIGGER_LABELS[run.trigger]),
              charged: formatCredits(run.credits_charged),
              estimate: formatCredits(run.estimate_credits),
            })}
          </span>
        </span>
        <span className="ml-auto flex flex-wrap gap-2">
          {working ? (
            <Button
              size="sm"
              variant="danger"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(run.id)}
            >
              <SquareIcon className="size-4" aria-hidden="true" />
              {t('workflowEditor.cancelRun')}
            </Button>
          ) : null}
          {resumable ? (
            <Button
              size="sm"
              disabled={resume.isPending}
              onClick={() =>
                resume.mutate(run.id, { onSuccess: (accepted) => onResumed(accepted.run_id) })
              }
            >
              <PlayIcon className="size-4" aria-hidden="true" />
              {t('workflowEditor.resumeRun')}
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onClick={onClose}>
            {t('workflowEditor.backToEditing')}
          </Button>
        </span>
      </div>
      {failed?.error ? (
        <Alert tone="error">
          {t('workflowEditor.stepFailedBecause', { step: failed.node_id, reason: failed.error })}
        </Alert>
      ) : run.error ? (
        <Alert tone="error">{run.error}</Alert>
      ) : null}
      {cancel.isError || resume.isError ? (
        <Alert tone="error">
          {errorMessage(cancel.error ?? resume.error, t('workflowEditor.actionFailed'))}
        </Alert>
      ) : null}
    </section>
  );
}
