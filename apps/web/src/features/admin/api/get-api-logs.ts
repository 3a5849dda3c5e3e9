import { ApiLogsResponse } from '@atelier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminFetch, queryString } from './admin-fetch';
import { ADMIN_LOG_PAGE_SIZE } from './get-credit-history';
import { adminUserKey } from './get-user';

export function getUserApiLogs(userId: string, page: number, signal?: AbortSignal) {
  const query = queryString({ page, per_page: ADMIN_LOG_PAGE_SIZE });
  return adminFetch(`/users/${encodeURIComponent(userId)}/api-logs${query}`, {
    schema: ApiLogsResponse,
    signal,
  });
}

/** A user's API requests, newest first: fetched when the tab is opened and per page. */
export function useUserApiLogs(userId: string, page: number) {
  return useQuery({
    queryKey: [...adminUserKey(userId), 'api-logs', page],
    queryFn: ({ signal }) => getUserApiLogs(userId, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
