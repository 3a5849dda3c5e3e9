import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { updateWorkflows } from './list-workflows';

export async function deleteWorkflow(id: string): Promise<void> {
  await apiFetch(`/workflows/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkflow,
    onSuccess: (_answer, id) =>
      updateWorkflows(queryClient, (workflows) => workflows.filter((w) => w.id !== id)),
  });
}
