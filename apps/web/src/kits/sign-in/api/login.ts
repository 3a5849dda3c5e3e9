import type { LoginBody, TokenResponse } from '@atelier/contract';
import { apiFetch } from '../../../lib/api-client';

/**
 * Spec: the email is trimmed and lower-cased, the password trimmed. A 401 whose body says
 * `two_factor_required` asks for `totp_code` on the next attempt.
 */
export async function login(body: LoginBody): Promise<TokenResponse> {
  return (await apiFetch('/auth/login', {
    method: 'POST',
    body: {
      ...body,
      email: body.email.trim().toLowerCase(),
      password: body.password.trim(),
    },
  })) as TokenResponse;
}
