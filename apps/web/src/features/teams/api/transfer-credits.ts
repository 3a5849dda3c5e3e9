import { TeamTransferResponse } from '@atelier/contract';
import type { TeamTransferBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { emitCreditsUpdated } from '../../../lib/credits-events';
import { currentUserKey } from '../../../kits/session/api/get-current-user';
import { teamPath, teamsRootKey } from '../../../kits/workspace/api/team-keys';

/** Moves credits from the caller's own balance into the team's wallet (owners and admins). */
export function transferCredits(
  teamId: string,
  body: TeamTransferBody,
): Promise<TeamTransferResponse> {
  return apiFetch(`${teamPath(teamId)}/transfer`, {
    method: 'POST',
    body,
    schema: TeamTransferResponse,
  });
}

export function useTransferCredits(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamTransferBody) => transferCredits(teamId, body),
    onSuccess: async ({ personal_credits }) => {
      // Both balances moved: the top bar shows the person's own at once, the lists refetch.
      emitCreditsUpdated(personal_credits);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamsRootKey }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]);
    },
  });
}
