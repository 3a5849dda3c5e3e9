import { WorkflowToolList } from '@atelier/contract';
import type { WorkflowToolDescription } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** The tools a node may use (GET /api/workflow-tools): the same list for everyone, kept a while. */
export function useWorkflowTools() {
  return useQuery({
    queryKey: ['workflow-tools'],
    queryFn: async ({ signal }): Promise<WorkflowToolDescription[]> =>
      (await apiFetch('/workflow-tools', { schema: WorkflowToolList, signal })).tools,
    staleTime: 10 * 60_000,
  });
}
