import type { CurrentUser } from '@atelier/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiFetch, clearToken } from '../../../lib/api-client';

export const currentUserKey = ['auth', 'me'] as const;

/**
 * Spec: a failed user fetch removes the stored token, whatever the reason the server gives. A
 * request that never reached the server is not a verdict on the token: leaving the page while
 * it is in flight (a reload, a link) fails it the same way, even with the answer half read, and
 * must not sign the user out.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  try {
    // Loaded on demand: the contract brings zod, which visitors of the landing page never need.
    const { CurrentUser } = await import('@atelier/contract/user');
    return await apiFetch('/auth/me', { schema: CurrentUser, signal });
  } catch (error) {
    // A module that failed to load (the page was left while it came) is a TypeError.
    const unanswered =
      (error instanceof ApiError && error.status === 0) || error instanceof TypeError;
    if (!signal?.aborted && !unanswered) clearToken();
    throw error;
  }
}

export function currentUserQuery() {
  return queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    // A retry would ask again with a token that is already gone.
    retry: false,
    staleTime: 60_000,
  });
}
