import { WorkflowTemplateList } from '@atelier/contract';
import type { WorkflowTemplateListItem } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { emptyWhenDenied } from './empty-when-denied';

export function listWorkflowTemplates(signal?: AbortSignal): Promise<WorkflowTemplateListItem[]> {
  return apiFetch('/workflows/templates', { schema: WorkflowTemplateList, signal });
}

export function useWorkflowTemplates() {
  return useQuery({
    queryKey: ['workflows', 'templates'],
    queryFn: ({ signal }) =>
      emptyWhenDenied(listWorkflowTemplates(signal), 'templatesUnauthorized'),
    // The catalogue ships with the server: it changes with a deployment, not during a visit.
    staleTime: Infinity,
  });
}
