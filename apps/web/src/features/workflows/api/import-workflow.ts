import { Workflow } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { addWorkflow } from './list-workflows';

/** An export file or a bare workflow, already parsed; 429 when the day's workflows are used up. */
export function importWorkflow(file: unknown): Promise<Workflow> {
  return apiFetch('/workflows/import', { method: 'POST', body: file, schema: Workflow });
}

export function useImportWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importWorkflow,
    onSuccess: (workflow) => addWorkflow(queryClient, workflow),
  });
}
