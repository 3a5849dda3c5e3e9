import { AdminLoginResponse } from '@atelier/contract';
import type { AdminLoginBody } from '@atelier/contract';
import { useMutation } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';

/** Spec: the email trimmed and lower-cased, the password trimmed; the MFA code only if given. */
export function adminLogin(body: AdminLoginBody): Promise<AdminLoginResponse> {
  const code = body.mfa_code?.trim();
  return adminFetch('/login', {
    method: 'POST',
    anonymous: true,
    body: {
      email: body.email.trim().toLowerCase(),
      password: body.password.trim(),
      ...(code ? { mfa_code: code } : {}),
    },
    schema: AdminLoginResponse,
  });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
