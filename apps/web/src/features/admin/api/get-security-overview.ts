import { AdminSecurityOverview } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch, adminKey } from './admin-fetch';

export function getSecurityOverview(signal?: AbortSignal): Promise<AdminSecurityOverview> {
  return adminFetch('/security/overview', { schema: AdminSecurityOverview, signal });
}

/** Failed sign-ins, throttled keys, two-factor share, sessions and staff without MFA. */
export function useSecurityOverview() {
  return useQuery({
    queryKey: [...adminKey, 'security', 'overview'],
    queryFn: ({ signal }) => getSecurityOverview(signal),
    staleTime: 0,
    retry: false,
  });
}
