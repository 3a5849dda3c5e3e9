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
  const query = new URLSearchParams({ token });
  return (await apiFetch(`/auth/validate-reset-token?${query.toString()}`, {
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
