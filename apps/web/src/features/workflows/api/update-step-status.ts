import { Workflow } from '@atelier/contract';
import type { StepStatus } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { withStepStatus } from '../progress';
import { updateWorkflows } from './list-workflows';

export interface StepStatusChange {
  workflowId: string;
  stepId: string;
  status: StepStatus;
}

export function updateStepStatus({ workflowId, stepId, status }: StepStatusChange) {
  const path = `/workflows/${encodeURIComponent(workflowId)}/steps/${encodeURIComponent(stepId)}`;
  return apiFetch(`${path}/status?status=${encodeURIComponent(status)}`, {
    method: 'PUT',
    schema: Workflow,
  });
}

/** Spec part 2, section 4: after a change the progress is recomputed here, from the steps. */
export function useUpdateStepStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStepStatus,
    onSuccess: (answer, change) =>
      updateWorkflows(queryClient, (workflows) =>
        workflows.map((workflow) =>
          workflow.id === change.workflowId
            ? withStepStatus(answer, change.stepId, change.status)
            : workflow,
        ),
      ),
  });
}
