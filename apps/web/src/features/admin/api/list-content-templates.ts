import { AdminContentTemplatesResponse } from '@atelier/contract';
import type { ContentTemplateKind } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch, adminKey, queryString } from './admin-fetch';

export const contentTemplatesKey = [...adminKey, 'content-templates'] as const;

export function listContentTemplates(
  kind: ContentTemplateKind,
  signal?: AbortSignal,
): Promise<AdminContentTemplatesResponse> {
  return adminFetch(`/content/templates${queryString({ kind })}`, {
    schema: AdminContentTemplatesResponse,
    signal,
  });
}

/** Every template of one kind, active or not, as staff curate them (view_content). */
export function useContentTemplates(kind: ContentTemplateKind) {
  return useQuery({
    queryKey: [...contentTemplatesKey, kind],
    queryFn: ({ signal }) => listContentTemplates(kind, signal),
    retry: false,
  });
}
