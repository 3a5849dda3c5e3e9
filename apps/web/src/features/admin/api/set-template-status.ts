import { AdminContentTemplateResponse } from '@atelier/contract';
import type { ContentTemplateKind } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { contentTemplatesKey } from './list-content-templates';

/** Shows a template to users again, or hides it from them; nothing is deleted. */
export function setTemplateStatus({
  kind,
  id,
  active,
}: {
  kind: ContentTemplateKind;
  id: string;
  active: boolean;
}): Promise<AdminContentTemplateResponse> {
  return adminFetch(`/content/templates/${kind}/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: { active },
    schema: AdminContentTemplateResponse,
  });
}

export function useSetTemplateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTemplateStatus,
    // Also on failure: a template changed meanwhile by a colleague shows as it now is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentTemplatesKey }),
  });
}
