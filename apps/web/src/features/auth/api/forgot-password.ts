import type { ForgotPasswordResponse } from '@atelier/contract';
import { apiFetch } from '../../../lib/api-client';

export async function forgotPassword(email: string): Promise<ForgotPasswordResponse> {
  return (await apiFetch('/auth/forgot-password', {
    method: 'POST',
    body: { email: email.trim().toLowerCase() },
  })) as ForgotPasswordResponse;
}
