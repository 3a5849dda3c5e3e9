import { STEP_STATUSES, STEP_STATUS_LABELS, WORKFLOW_MESSAGES } from '@atelier/contract';
import type { StepStatus, WorkflowStep } from '@atelier/contract';
import { inputClasses } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import { useUpdateStepStatus } from '../api/update-step-status';

/** Spec part 2, section 4: any status may be chosen, in any order. */
export function StepStatusSelect({ workflowId, step }: { workflowId: string; step: WorkflowStep }) {
  const update = useUpdateStepStatus();
  const change = (status: StepStatus) =>
    update.mutate(
      { workflowId, stepId: step.id, status },
      {
        onSuccess: () => toast.success(WORKFLOW_MESSAGES.statusUpdated),
        onError: () => toast.error(WORKFLOW_MESSAGES.statusFailed),
      },
    );
  return (
    <select
      aria-label={`Status of step ${step.step_number}`}
      value={update.isPending ? update.variables.status : step.status}
      disabled={update.isPending}
      onChange={(event) => change(event.target.value as StepStatus)}
      className={`${inputClasses} w-auto py-1.5`}
    >
      {STEP_STATUSES.map((status) => (
        <option key={status} value={status}>
          {STEP_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}
