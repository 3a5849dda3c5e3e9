import { MessageBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { currentUserKey } from '../../../kits/session/api/get-current-user';
import { securityOverviewKey } from './get-security-overview';

export interface DisableTwoFactorInput {
  password: string;
  /** A code from the authenticator app, or one of the recovery codes. */
  code: string;
}

export function disableTwoFactor(input: DisableTwoFactorInput): Promise<MessageBody> {
  return apiFetch('/auth/2fa/disable', { method: 'POST', body: input, schema: MessageBody });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
        queryClient.invalidateQueries({ queryKey: securityOverviewKey }),
      ]);
    },
  });
}
