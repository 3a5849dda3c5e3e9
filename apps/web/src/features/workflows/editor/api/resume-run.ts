import { WorkflowRunAccepted } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { runsKey } from '../api/list-runs';

/** POST /api/workflow-runs/{id}/resume: a failed or cancelled run goes on from where it stopped. */
export function useResumeRun(workflowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) =>
      apiFetch(`/workflow-runs/${encodeURIComponent(runId)}/resume`, {
        method: 'POST',
        schema: WorkflowRunAccepted,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsKey(workflowId) }),
  });
}
