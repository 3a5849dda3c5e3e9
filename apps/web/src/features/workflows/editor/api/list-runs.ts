import { WorkflowRunList } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export const runsKey = (workflowId: string) => ['workflows', workflowId, 'runs'] as const;

/** A workflow's runs, newest first. */
export function useRuns(workflowId: string) {
  return useQuery({
    queryKey: runsKey(workflowId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/workflows/${encodeURIComponent(workflowId)}/runs`, {
          schema: WorkflowRunList,
          signal,
        })
      ).runs,
  });
}
