import { SEARCH_RESULT_TYPES, SearchResponse } from '@atelier/contract';
import type { SearchBody } from '@atelier/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/ai-search: the help centre, the product's pages, catalogues and the user's own work. */
export function searchPlatform(body: SearchBody, signal?: AbortSignal): Promise<SearchResponse> {
  return apiFetch('/ai-search', { method: 'POST', body, schema: SearchResponse, signal });
}

/**
 * A page driven by its address (/search?q=, /copilot?q=): every type, as many results as allowed;
 * the copilot also asks for a short answer from the top results.
 */
export function searchQueryOptions(query: string, limit = 50, answer = false) {
  return queryOptions({
    queryKey: ['search', query, limit, answer],
    queryFn: ({ signal }) =>
      searchPlatform({ query, include_types: [...SEARCH_RESULT_TYPES], limit, answer }, signal),
    enabled: query.trim() !== '',
    // A failure is shown with a Try Again button; an automatic retry would also spend the
    // 60-a-minute allowance twice.
    retry: false,
  });
}

/** The Assistance Explorer runs a search when asked (Enter, a suggestion, a recent search). */
export function useSearchMutation() {
  return useMutation({ mutationFn: (query: string) => searchPlatform({ query, answer: false }) });
}
