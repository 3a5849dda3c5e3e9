import { SecurityOverview } from '@atelier/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const securityOverviewKey = ['auth', 'security'] as const;

/** The score and the checks behind it, computed by the server from the account's real state. */
export function getSecurityOverview(signal?: AbortSignal): Promise<SecurityOverview> {
  return apiFetch('/auth/security', { schema: SecurityOverview, signal });
}

export function securityOverviewQuery() {
  return queryOptions({
    queryKey: securityOverviewKey,
    queryFn: ({ signal }) => getSecurityOverview(signal),
    staleTime: 0,
    retry: false,
  });
}

export function useSecurityOverview() {
  return useQuery(securityOverviewQuery());
}
