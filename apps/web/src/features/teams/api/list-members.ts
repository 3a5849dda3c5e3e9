import { TeamMembersResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { teamKey, teamPath } from '../../../kits/workspace/api/team-keys';

export function listMembers(teamId: string, signal?: AbortSignal): Promise<TeamMembersResponse> {
  return apiFetch(`${teamPath(teamId)}/members`, { schema: TeamMembersResponse, signal });
}

/** The owner, then admins, then members, by joining date; any member may read it. */
export function useTeamMembers(teamId: string) {
  return useQuery({
    queryKey: [...teamKey(teamId), 'members'],
    queryFn: ({ signal }) => listMembers(teamId, signal),
    retry: false,
  });
}
