import { HelpArticleResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '@atelier/contract/languages';

/** GET /api/help/{slug}: public, 404 for an unknown slug; translated where it is. */
export function getHelpArticle(
  slug: string,
  language: Language,
  signal?: AbortSignal,
): Promise<HelpArticleResponse> {
  return apiFetch(`/help/${encodeURIComponent(slug)}?language=${language}`, {
    schema: HelpArticleResponse,
    signal,
    anonymous: true,
  });
}

export function useHelpArticle(slug: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['help', 'article', slug, language],
    queryFn: ({ signal }) => getHelpArticle(slug, language, signal),
    // Articles ship with the server; an unknown slug stays unknown.
    staleTime: Infinity,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}
