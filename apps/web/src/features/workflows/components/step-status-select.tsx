import { STEP_STATUSES } from '@atelier/contract';
import type { StepStatus, WorkflowStep } from '@atelier/contract';
import { inputClasses } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import { useUpdateStepStatus } from '../api/update-step-status';
import { STEP_STATUS_LABELS, workflowMessage } from '../labels';
import { useT } from '../../../lib/i18n/i18n';

/** Spec part 2, section 4: any status may be chosen, in any order. */
export function StepStatusSelect({ workflowId, step }: { workflowId: string; step: WorkflowStep }) {
  const t = useT();
  const update = useUpdateStepStatus();
  const change = (status: StepStatus) =>
    update.mutate(
      { workflowId, stepId: step.id, status },
      {
        onSuccess: () => toast.success(workflowMessage(t, 'statusUpdated')),
        onError: () => toast.error(workflowMessage(t, 'statusFailed')),
      },
    );
  return (
    <select
      aria-label={t('workflows.stepStatusLabel', { number: step.step_number })}
      value={update.isPending ? update.variables.status : step.status}
      disabled={update.isPending}
      onChange={(event) => change(event.target.value as StepStatus)}
      className={`${inputClasses} w-auto py-1.5`}
    >
      {STEP_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(STEP_STATUS_LABELS[status])}
        </option>
      ))}
    </select>
  );
}
