import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { teamKey, teamPath, teamsKey, teamsRootKey } from '../../../kits/workspace/api/team-keys';

/** Removes a member, or with the caller's own id, leaves the team. */
export async function removeMember(teamId: string, userId: string): Promise<void> {
  await apiFetch(`${teamPath(teamId)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export function useRemoveMember(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(teamId, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamsRootKey }),
  });
}

/**
 * Leaves the team. Its lists are only marked stale, not fetched again: the caller is no longer a
 * member and would be answered 404.
 */
export function useLeaveTeam(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(teamId, userId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamKey(teamId), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: teamsKey });
    },
  });
}
