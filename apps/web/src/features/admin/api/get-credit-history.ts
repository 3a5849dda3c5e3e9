import { AdminCreditHistoryResponse } from '@atelier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminFetch, queryString } from './admin-fetch';
import { adminUserKey } from './get-user';

/** Spec part 2, section 9: admin credit and log pages hold 20. */
export const ADMIN_LOG_PAGE_SIZE = 20;

export function getUserCreditHistory(userId: string, page: number, signal?: AbortSignal) {
  const query = queryString({ page, per_page: ADMIN_LOG_PAGE_SIZE });
  return adminFetch(`/users/${encodeURIComponent(userId)}/credit-history${query}`, {
    schema: AdminCreditHistoryResponse,
    signal,
  });
}

/** Fetched when its tab is opened and for each page turned to (spec part 2, section 4). */
export function useUserCreditHistory(userId: string, page: number) {
  return useQuery({
    queryKey: [...adminUserKey(userId), 'credits', page],
    queryFn: ({ signal }) => getUserCreditHistory(userId, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
