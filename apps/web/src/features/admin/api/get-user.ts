import { AdminUserDetailResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch, adminKey } from './admin-fetch';

export const adminUserKey = (userId: string) => [...adminKey, 'user', userId] as const;

export function getAdminUser(userId: string, signal?: AbortSignal) {
  return adminFetch(`/users/${encodeURIComponent(userId)}`, {
    schema: AdminUserDetailResponse,
    signal,
  });
}

/** One user as staff see them: the account, usage and subscription. */
export function useAdminUser(userId: string) {
  return useQuery({
    queryKey: adminUserKey(userId),
    queryFn: ({ signal }) => getAdminUser(userId, signal),
    staleTime: 0,
    // The page has its own error state with a way back; a retry would only keep it waiting.
    retry: false,
  });
}
