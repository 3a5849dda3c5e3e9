import { Team } from '@atelier/contract';
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { teamsKey } from '../../../kits/workspace/api/team-keys';

/** Joins the team the invitation is for, with its role; answers the team as the list shows it. */
export function acceptInvite(token: string): Promise<Team> {
  return apiFetch(`/teams/invites/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    schema: Team,
  });
}

/**
 * A query rather than a mutation: the link is opened once, and the cache makes sure a second
 * render (React's strict mode, a remount) does not spend the invitation again.
 */
export function acceptInviteQuery(queryClient: QueryClient, token: string) {
  return queryOptions({
    queryKey: ['teams', 'accept', token],
    queryFn: async () => {
      const team = await acceptInvite(token);
      await queryClient.invalidateQueries({ queryKey: teamsKey });
      return team;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
