import { TeamInvite } from '@atelier/contract';
import type { CreateTeamInviteBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { teamKey, teamPath } from '../../../kits/workspace/api/team-keys';

/** Sends an invitation by email; its link works once, for the address it names. */
export function createInvite(
  teamId: string,
  body: z.output<typeof CreateTeamInviteBody>,
): Promise<TeamInvite> {
  return apiFetch(`${teamPath(teamId)}/invites`, { method: 'POST', body, schema: TeamInvite });
}

export function useCreateInvite(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof CreateTeamInviteBody>) => createInvite(teamId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey(teamId) }),
  });
}
