import { TeamsResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { teamsKey } from './team-keys';

export function listTeams(signal?: AbortSignal): Promise<TeamsResponse> {
  return apiFetch('/teams', { schema: TeamsResponse, signal });
}

/** The teams the user belongs to, each with their role, its member count and its balance. */
export function useTeams() {
  return useQuery({
    queryKey: teamsKey,
    queryFn: ({ signal }) => listTeams(signal),
    // The page offers its own "Try again" rather than a silent wait.
    retry: false,
  });
}
