import { TwoFactorSetupResponse } from '@atelier/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * Starts two-factor set-up: a new secret, its otpauth URL and a QR code of it. Nothing changes
 * for sign-in until a code from the app is confirmed (enable-two-factor.ts).
 */
export function setupTwoFactor(): Promise<TwoFactorSetupResponse> {
  return apiFetch('/auth/2fa/setup', { method: 'POST', schema: TwoFactorSetupResponse });
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
