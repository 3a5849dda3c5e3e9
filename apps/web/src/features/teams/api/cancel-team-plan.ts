import { CancelSubscriptionResponse } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { teamHeaders } from '../../../kits/workspace/workspace-store';
import { teamsKey } from '../../../kits/workspace/api/team-keys';

/**
 * The personal cancellation route, for the team's plan: it stays until its period ends and is not
 * renewed (owners and admins).
 */
export function cancelTeamPlan(teamId: string): Promise<CancelSubscriptionResponse> {
  return apiFetch('/subscription/cancel', {
    method: 'POST',
    headers: teamHeaders(teamId),
    schema: CancelSubscriptionResponse,
  });
}

export function useCancelTeamPlan(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelTeamPlan(teamId),
    // The list carries each team's plan.
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamsKey }),
  });
}
