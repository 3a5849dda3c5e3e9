import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface VerifyEmailAnswer {
  message: string;
  /** Present when the server could open a session (under the 3-session cap). */
  access_token?: string;
}

export async function verifyEmail(token: string): Promise<VerifyEmailAnswer> {
  return (await apiFetch('/auth/verify-email', {
    method: 'POST',
    body: { token },
  })) as VerifyEmailAnswer;
}

/**
 * A query rather than a mutation: the link is opened once, and the cache makes sure a second
 * render (React's strict mode, a remount) does not spend the token again.
 */
export function verifyEmailQuery(token: string) {
  return queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
