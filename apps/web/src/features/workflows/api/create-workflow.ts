import { Workflow } from '@atelier/contract';
import type { CreateWorkflowBody, WorkflowTemplate } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { addWorkflow } from './list-workflows';

/** From the Create form or a template; 429 when the day's workflows are used up. */
export function createWorkflow(body: CreateWorkflowBody): Promise<Workflow> {
  return apiFetch('/workflows', { method: 'POST', body, schema: Workflow });
}

/** Spec part 2: a template becomes the user's own copy, its phases the steps. */
export function templateCopyBody(template: WorkflowTemplate): CreateWorkflowBody {
  return {
    name: `${template.name} (Copy)`,
    description: template.description,
    category: template.category as CreateWorkflowBody['category'],
    complexity_level: template.difficulty as CreateWorkflowBody['complexity_level'],
    template_id: template.id,
  };
}

export function useCreateWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkflow,
    onSuccess: (workflow) => addWorkflow(queryClient, workflow),
  });
}
