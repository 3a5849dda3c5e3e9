import { TwoFactorEnableResponse } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { currentUserKey } from '../../../kits/session/api/get-current-user';
import { securityOverviewKey } from './get-security-overview';

export type TwoFactorEnabled = z.infer<typeof TwoFactorEnableResponse>;

/** Confirms set-up with a code from the app; the answer holds the recovery codes, shown once. */
export function enableTwoFactor(code: string): Promise<TwoFactorEnabled> {
  return apiFetch('/auth/2fa/enable', {
    method: 'POST',
    body: { code },
    schema: TwoFactorEnableResponse,
  });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
        queryClient.invalidateQueries({ queryKey: securityOverviewKey }),
      ]);
    },
  });
}
