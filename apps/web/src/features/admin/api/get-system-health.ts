import { AdminSystemHealth } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch, adminKey } from './admin-fetch';

/** The health panel looks again this often while it is open. */
export const SYSTEM_HEALTH_REFRESH_MS = 30_000;

export function getSystemHealth(signal?: AbortSignal): Promise<AdminSystemHealth> {
  return adminFetch('/system/health', { schema: AdminSystemHealth, signal });
}

/** Database, queues, failed jobs, holds, 5xx answers, storage and process (view_system_health). */
export function useSystemHealth() {
  return useQuery({
    queryKey: [...adminKey, 'system-health'],
    queryFn: ({ signal }) => getSystemHealth(signal),
    refetchInterval: SYSTEM_HEALTH_REFRESH_MS,
    staleTime: 0,
    // A 403 (no view_system_health) or a failing check is the answer to show, not to retry.
    retry: false,
  });
}
