import { GenerationsResponse } from '@atelier/contract';
import type { GenerationKind } from '@atelier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const CREATIONS_PAGE_SIZE = 12;
export const generationsKey = ['creation', 'generations'] as const;
/** While something is still queued or running, the list looks again this often. */
const RUNNING_REFRESH_MS = 3000;

export function listGenerations(
  kind: GenerationKind | null,
  page: number,
  signal?: AbortSignal,
): Promise<GenerationsResponse> {
  const query = new URLSearchParams({ page: String(page), per_page: String(CREATIONS_PAGE_SIZE) });
  if (kind) query.set('kind', kind);
  return apiFetch(`/generations?${query.toString()}`, { schema: GenerationsResponse, signal });
}

export function useGenerations(kind: GenerationKind | null, page: number) {
  return useQuery({
    queryKey: [...generationsKey, kind ?? 'all', page],
    queryFn: ({ signal }) => listGenerations(kind, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.generations.some(
        (job) => job.status === 'queued' || job.status === 'running',
      )
        ? RUNNING_REFRESH_MS
        : false,
  });
}
