import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { runsKey } from '../api/list-runs';

/** POST /api/workflow-runs/{id}/cancel: the steps stop and their holds go back. */
export function useCancelRun(workflowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: string) =>
      apiFetch(`/workflow-runs/${encodeURIComponent(runId)}/cancel`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsKey(workflowId) }),
  });
}
