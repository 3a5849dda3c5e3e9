import { HelpIndexResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/help: every article's title and summary, sorted by category and title. */
export function listHelpArticles(signal?: AbortSignal): Promise<HelpIndexResponse> {
  return apiFetch('/help', { schema: HelpIndexResponse, signal, anonymous: true });
}

export function useHelpArticles() {
  return useQuery({
    queryKey: ['help', 'index'],
    queryFn: ({ signal }) => listHelpArticles(signal),
    staleTime: Infinity,
  });
}
