import { AdminMfaSetupResponse } from '@atelier/contract';
import { useMutation } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';

/**
 * A new secret to scan, for an admin signed in before enrolling. The sign-in's token goes along
 * explicitly: it is stored only once MFA is on, so the rest of the portal never sees it half-valid.
 */
export function setupAdminMfa(token: string): Promise<AdminMfaSetupResponse> {
  return adminFetch('/mfa/setup', { method: 'POST', token, schema: AdminMfaSetupResponse });
}

export function useSetupAdminMfa() {
  return useMutation({ mutationFn: setupAdminMfa });
}
