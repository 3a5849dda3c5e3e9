import { WorkflowList } from '@atelier/contract';
import type { Workflow } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { emptyWhenDenied } from './empty-when-denied';

export const workflowsKey = ['workflows', 'list'] as const;

/** The user's workflows, newest first. */
export function listWorkflows(signal?: AbortSignal): Promise<Workflow[]> {
  return apiFetch('/workflows', { schema: WorkflowList, signal });
}

export function useWorkflows() {
  return useQuery({
    queryKey: workflowsKey,
    queryFn: ({ signal }) => emptyWhenDenied(listWorkflows(signal), 'listUnauthorized'),
  });
}

/**
 * The calls that change one workflow answer it whole, so the cached list is patched rather than
 * fetched again: `update` returns the new list from the old one.
 */
export function updateWorkflows(
  queryClient: QueryClient,
  update: (workflows: Workflow[]) => Workflow[],
): void {
  queryClient.setQueryData<Workflow[]>(workflowsKey, (workflows) => update(workflows ?? []));
}

/** A created or imported workflow goes to the top: the list is newest first. */
export function addWorkflow(queryClient: QueryClient, workflow: Workflow): void {
  updateWorkflows(queryClient, (workflows) => [workflow, ...workflows]);
}
