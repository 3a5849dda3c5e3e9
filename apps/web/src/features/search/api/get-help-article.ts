import { HelpArticleResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** GET /api/help/{slug}: public, 404 for an unknown slug. */
export function getHelpArticle(slug: string, signal?: AbortSignal): Promise<HelpArticleResponse> {
  return apiFetch(`/help/${encodeURIComponent(slug)}`, {
    schema: HelpArticleResponse,
    signal,
    anonymous: true,
  });
}

export function useHelpArticle(slug: string) {
  return useQuery({
    queryKey: ['help', 'article', slug],
    queryFn: ({ signal }) => getHelpArticle(slug, signal),
    // Articles ship with the server; an unknown slug stays unknown.
    staleTime: Infinity,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}
