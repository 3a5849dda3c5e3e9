import { WorkflowTrigger } from '@atelier/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** POST /api/workflows/{id}/trigger: a new inbound URL and its secret, shown this once. */
export function useCreateTrigger(workflowId: string) {
  return useMutation({
    mutationFn: () =>
      apiFetch(`/workflows/${encodeURIComponent(workflowId)}/trigger`, {
        method: 'POST',
        schema: WorkflowTrigger,
      }),
  });
}
