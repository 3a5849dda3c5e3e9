import { apiFetch } from '../../../lib/api-client';

/** The server answers the same whether or not the address has an account. */
export async function resendVerification(email: string): Promise<{ message: string }> {
  return (await apiFetch('/auth/resend-verification', {
    method: 'POST',
    body: { email: email.trim().toLowerCase() },
  })) as { message: string };
}
