import { TeamInvitesResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { teamKey, teamPath } from '../../../kits/workspace/api/team-keys';

export function listInvites(teamId: string, signal?: AbortSignal): Promise<TeamInvitesResponse> {
  return apiFetch(`${teamPath(teamId)}/invites`, { schema: TeamInvitesResponse, signal });
}

/** Every invitation of the team, newest first, with its state (owners and admins only). */
export function useTeamInvites(teamId: string) {
  return useQuery({
    queryKey: [...teamKey(teamId), 'invites'],
    queryFn: ({ signal }) => listInvites(teamId, signal),
    retry: false,
  });
}
