import { apiFetch } from '../../../lib/api-client';

/** Ends every session of the account on success. */
export async function resetPassword(
  token: string,
  newPassword: string,
): Promise<{ message: string }> {
  return (await apiFetch('/auth/reset-password', {
    method: 'POST',
    body: { token, new_password: newPassword.trim() },
  })) as { message: string };
}
