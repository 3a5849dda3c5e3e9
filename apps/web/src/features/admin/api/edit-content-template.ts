import { AdminContentTemplateResponse } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import type { ContentTemplateFields } from './create-content-template';
import { contentTemplatesKey } from './list-content-templates';

/** A template rewritten whole, a catalogue one included (it then lists as edited). */
export function editContentTemplate({
  id,
  kind,
  body,
}: ContentTemplateFields & { id: string }): Promise<AdminContentTemplateResponse> {
  return adminFetch(`/content/templates/${kind}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: AdminContentTemplateResponse,
  });
}

export function useEditContentTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editContentTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentTemplatesKey }),
  });
}
