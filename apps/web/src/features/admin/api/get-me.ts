import { AdminMe } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch, adminKey } from './admin-fetch';

export const adminMeKey = [...adminKey, 'me'] as const;

export function getAdminMe(signal?: AbortSignal): Promise<AdminMe> {
  return adminFetch('/me', { schema: AdminMe, signal });
}

/** The admin check that runs when the portal loads (spec part 2, section 6). */
export function useAdminMe() {
  return useQuery({
    queryKey: adminMeKey,
    queryFn: ({ signal }) => getAdminMe(signal),
    // A failed check signs the admin out at once; a retry would only delay that.
    retry: false,
    staleTime: 5 * 60_000,
  });
}
