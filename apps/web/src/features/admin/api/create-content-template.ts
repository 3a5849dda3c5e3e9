import { AdminContentTemplateResponse } from '@atelier/contract';
import type { AdminPromptTemplateInput, AdminWorkflowTemplateInput } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { contentTemplatesKey } from './list-content-templates';

/** What staff wrote, by kind. */
export type ContentTemplateFields =
  | { kind: 'prompt'; body: AdminPromptTemplateInput }
  | { kind: 'workflow'; body: AdminWorkflowTemplateInput };

/** A template written in the portal; users see it at once. */
export function createContentTemplate({
  kind,
  body,
}: ContentTemplateFields): Promise<AdminContentTemplateResponse> {
  return adminFetch(`/content/templates/${kind}`, {
    method: 'POST',
    body,
    schema: AdminContentTemplateResponse,
  });
}

export function useCreateContentTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContentTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentTemplatesKey }),
  });
}
