import { TeamActivityResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { teamKey, teamPath } from '../../../kits/workspace/api/team-keys';

export function listActivity(teamId: string, signal?: AbortSignal): Promise<TeamActivityResponse> {
  return apiFetch(`${teamPath(teamId)}/activity`, { schema: TeamActivityResponse, signal });
}

/** The team's newest 100 changes, newest first (owners and admins only). */
export function useTeamActivity(teamId: string) {
  return useQuery({
    queryKey: [...teamKey(teamId), 'activity'],
    queryFn: ({ signal }) => listActivity(teamId, signal),
    retry: false,
  });
}
