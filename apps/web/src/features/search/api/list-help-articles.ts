import { HelpIndexResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '@atelier/contract/languages';

/**
 * GET /api/help: every article's title and summary, sorted by category and title, in the
 * language where it is translated.
 */
export function listHelpArticles(
  language: Language,
  signal?: AbortSignal,
): Promise<HelpIndexResponse> {
  return apiFetch(`/help?language=${language}`, {
    schema: HelpIndexResponse,
    signal,
    anonymous: true,
  });
}

export function useHelpArticles() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['help', 'index', language],
    queryFn: ({ signal }) => listHelpArticles(language, signal),
    staleTime: Infinity,
  });
}
