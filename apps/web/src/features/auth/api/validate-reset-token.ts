import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface ResetTokenValidity {
  valid: true;
  /** Masked, e.g. a***@example.com: enough to recognise, not enough to harvest. */
  email: string;
}

export async function validateResetToken(
  token: string,
  signal?: AbortSignal,
): Promise<ResetTokenValidity> {
  // In the body, not the URL: a URL's query lands in access logs and proxies.
  return (await apiFetch('/auth/validate-reset-token', {
    method: 'POST',
    body: { token },
    signal,
  })) as ResetTokenValidity;
}

export function resetTokenQuery(token: string) {
  return queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => validateResetToken(token, signal),
    retry: false,
    staleTime: Infinity,
  });
}
