import { AdminsResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch, adminKey } from './admin-fetch';

export const adminsKey = [...adminKey, 'admins'] as const;

export function listAdmins(signal?: AbortSignal): Promise<AdminsResponse> {
  return adminFetch('/admins', { schema: AdminsResponse, signal });
}

/** The staff list, for whoever holds manage_admins. */
export function useAdmins() {
  return useQuery({
    queryKey: adminsKey,
    queryFn: ({ signal }) => listAdmins(signal),
    retry: false,
  });
}
