import { PromptDatabaseResponse } from '@atelier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface PromptDatabaseFilters {
  category?: string;
  tool?: string;
  q?: string;
}

export const promptDatabaseKey = (filters: PromptDatabaseFilters) =>
  ['creation', 'prompt-database', filters] as const;

/** Spec: search-type inputs ignore blank text, so blank filters are left off the query. */
export function promptDatabaseQuery(filters: PromptDatabaseFilters): string {
  const query = new URLSearchParams();
  for (const key of ['category', 'tool', 'q'] as const) {
    const value = filters[key]?.trim();
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function getPromptDatabase(
  filters: PromptDatabaseFilters,
  signal?: AbortSignal,
): Promise<PromptDatabaseResponse> {
  return apiFetch(`/prompt-database${promptDatabaseQuery(filters)}`, {
    schema: PromptDatabaseResponse,
    signal,
  });
}

export function usePromptDatabase(filters: PromptDatabaseFilters) {
  const normalised: PromptDatabaseFilters = {
    category: filters.category?.trim() || undefined,
    tool: filters.tool?.trim() || undefined,
    q: filters.q?.trim() || undefined,
  };
  return useQuery({
    queryKey: promptDatabaseKey(normalised),
    queryFn: ({ signal }) => getPromptDatabase(normalised, signal),
    staleTime: 5 * 60_000,
    // The list stays on screen while a new filter loads, rather than flashing empty.
    placeholderData: keepPreviousData,
  });
}
