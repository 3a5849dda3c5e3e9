import { MessageBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { securityOverviewKey } from './get-security-overview';
import { sessionsKey } from './list-sessions';

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
}

export function changePassword(input: ChangePasswordInput): Promise<MessageBody> {
  return apiFetch('/auth/change-password', { method: 'POST', body: input, schema: MessageBody });
}

/** The server ends the other sessions and dates the change, so both views are refetched. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionsKey }),
        queryClient.invalidateQueries({ queryKey: securityOverviewKey }),
      ]);
    },
  });
}
