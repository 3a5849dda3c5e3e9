import { GenerationsResponse } from '@atelier/contract';
import type { GenerationKind } from '@atelier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useWorkspace } from '../../../kits/workspace/workspace-context';
import { teamHeaders } from '../../../kits/workspace/workspace-store';

export const CREATIONS_PAGE_SIZE = 12;
export const generationsKey = ['creation', 'generations'] as const;
/** While something is still queued or running, the list looks again this often. */
const RUNNING_REFRESH_MS = 3000;

/** The user's creations, or in a team's workspace (`teamId`) every member's made in the team. */
export function listGenerations(
  kind: GenerationKind | null,
  page: number,
  teamId: string | null,
  signal?: AbortSignal,
): Promise<GenerationsResponse> {
  const query = new URLSearchParams({ page: String(page), per_page: String(CREATIONS_PAGE_SIZE) });
  if (kind) query.set('kind', kind);
  return apiFetch(`/generations?${query.toString()}`, {
    schema: GenerationsResponse,
    headers: teamHeaders(teamId),
    signal,
  });
}

export function useGenerations(kind: GenerationKind | null, page: number) {
  // The workspace is part of the key: switching it shows that workspace's list, not the last one.
  const { teamId } = useWorkspace();
  return useQuery({
    queryKey: [...generationsKey, teamId ?? 'personal', kind ?? 'all', page],
    queryFn: ({ signal }) => listGenerations(kind, page, teamId, signal),
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
