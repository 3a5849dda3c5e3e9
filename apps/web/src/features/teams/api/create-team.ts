import { Team } from '@atelier/contract';
import type { CreateTeamBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { teamsKey } from '../../../kits/workspace/api/team-keys';

/** A new team with the user as its owner and an empty wallet. */
export function createTeam(body: z.output<typeof CreateTeamBody>): Promise<Team> {
  return apiFetch('/teams', { method: 'POST', body, schema: Team });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsKey }),
  });
}
