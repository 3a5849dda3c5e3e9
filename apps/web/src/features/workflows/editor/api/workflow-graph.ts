import { WorkflowGraphView } from '@atelier/contract';
import type { WorkflowGraphInput } from '@atelier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export const graphKey = (workflowId: string) => ['workflows', workflowId, 'graph'] as const;

/** A workflow's saved graph; version 0 and no nodes when it has none yet. */
export function useWorkflowGraph(workflowId: string) {
  return useQuery({
    queryKey: graphKey(workflowId),
    queryFn: ({ signal }) =>
      apiFetch(`/workflows/${encodeURIComponent(workflowId)}/graph`, {
        schema: WorkflowGraphView,
        signal,
      }),
  });
}

/** PUT /api/workflows/{id}/graph: 422 with every problem when it cannot run. */
export function useSaveGraph(workflowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (graph: WorkflowGraphInput) =>
      apiFetch(`/workflows/${encodeURIComponent(workflowId)}/graph`, {
        method: 'PUT',
        body: graph,
        schema: WorkflowGraphView,
      }),
    onSuccess: (saved) => queryClient.setQueryData(graphKey(workflowId), saved),
  });
}
