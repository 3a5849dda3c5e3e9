import { AdminMfaConfirmResponse } from '@atelier/contract';
import { useMutation } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';

/** A code from the new secret turns MFA on; the same token then opens the whole portal. */
export function confirmAdminMfa(input: {
  token: string;
  code: string;
}): Promise<AdminMfaConfirmResponse> {
  return adminFetch('/mfa/confirm', {
    method: 'POST',
    token: input.token,
    body: { code: input.code },
    schema: AdminMfaConfirmResponse,
  });
}

export function useConfirmAdminMfa() {
  return useMutation({ mutationFn: confirmAdminMfa });
}
