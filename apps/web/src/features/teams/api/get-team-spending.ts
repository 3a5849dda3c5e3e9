import { TeamSpendingResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { teamKey, teamPath } from '../../../kits/workspace/api/team-keys';

export function getTeamSpending(
  teamId: string,
  signal?: AbortSignal,
): Promise<TeamSpendingResponse> {
  return apiFetch(`${teamPath(teamId)}/spending`, { schema: TeamSpendingResponse, signal });
}

/**
 * What each member spent from the wallet this UTC month, with their caps; a plain member is
 * answered only their own row.
 */
export function useTeamSpending(teamId: string) {
  return useQuery({
    queryKey: [...teamKey(teamId), 'spending'],
    queryFn: ({ signal }) => getTeamSpending(teamId, signal),
    retry: false,
  });
}
