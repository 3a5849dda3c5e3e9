import { AdminUsersResponse } from '@atelier/contract';
import type { AdminUserFilters } from '@atelier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminFetch, adminKey, queryString } from './admin-fetch';

/** Spec part 2, section 9: the admin users page shows 20 at a time. */
export const USERS_PAGE_SIZE = 20;

export const adminUsersKey = [...adminKey, 'users'] as const;

export interface UsersPageQuery extends AdminUserFilters {
  page: number;
}

export function listAdminUsers(
  { page, ...filters }: UsersPageQuery,
  signal?: AbortSignal,
): Promise<AdminUsersResponse> {
  const query = queryString({
    skip: (page - 1) * USERS_PAGE_SIZE,
    limit: USERS_PAGE_SIZE,
    ...filters,
  });
  return adminFetch(`/users${query}`, { schema: AdminUsersResponse, signal });
}

export function useAdminUsers(query: UsersPageQuery) {
  return useQuery({
    queryKey: [...adminUsersKey, query],
    queryFn: ({ signal }) => listAdminUsers(query, signal),
    // The table keeps the page it shows while the next one loads, rather than flashing empty.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
