import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { teamKey, teamPath } from '../../../kits/workspace/api/team-keys';

/** A pending invitation's link stops working. */
export async function withdrawInvite(teamId: string, inviteId: string): Promise<void> {
  await apiFetch(`${teamPath(teamId)}/invites/${encodeURIComponent(inviteId)}`, {
    method: 'DELETE',
  });
}

export function useWithdrawInvite(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => withdrawInvite(teamId, inviteId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey(teamId) }),
  });
}
