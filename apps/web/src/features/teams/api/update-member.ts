import { TeamMember } from '@atelier/contract';
import type { UpdateTeamMemberBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { teamPath, teamsRootKey } from '../../../kits/workspace/api/team-keys';

export type MemberChange = z.input<typeof UpdateTeamMemberBody>;

/** A member's role or caps; `role: 'owner'` hands the team over (the owner becomes an admin). */
export function updateMember(
  teamId: string,
  userId: string,
  change: MemberChange,
): Promise<TeamMember> {
  return apiFetch(`${teamPath(teamId)}/members/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: change,
    schema: TeamMember,
  });
}

export function useUpdateMember(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: MemberChange }) =>
      updateMember(teamId, userId, change),
    // The list too: a transfer changes the caller's role there.
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamsRootKey }),
  });
}
