import { TeamWorkflowsResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const teamWorkflowsRootKey = ['workflows', 'team'] as const;

/** The workflows the team's members shared with it, each naming its owner; read-only. */
export function listTeamWorkflows(
  teamId: string,
  signal?: AbortSignal,
): Promise<TeamWorkflowsResponse> {
  return apiFetch(`/teams/${encodeURIComponent(teamId)}/workflows`, {
    schema: TeamWorkflowsResponse,
    signal,
  });
}

export function useTeamWorkflows(teamId: string) {
  return useQuery({
    queryKey: [...teamWorkflowsRootKey, teamId],
    queryFn: ({ signal }) => listTeamWorkflows(teamId, signal),
  });
}
