import { TeamWorkflowRunList } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The workflow runs the team's wallet paid, newest first, with who started each. */
export function useTeamRuns(teamId: string) {
  return useQuery({
    queryKey: ['workflows', 'team-runs', teamId],
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/teams/${encodeURIComponent(teamId)}/workflow-runs`, {
          schema: TeamWorkflowRunList,
          signal,
        })
      ).runs,
  });
}
