import { AdminOverviewResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch, adminKey } from './admin-fetch';

export function getAdminOverview(signal?: AbortSignal): Promise<AdminOverviewResponse> {
  return adminFetch('/analytics/overview', { schema: AdminOverviewResponse, signal });
}

/** The Dashboard Overview's figures (view_analytics). */
export function useAdminOverview() {
  return useQuery({
    queryKey: [...adminKey, 'overview'],
    queryFn: ({ signal }) => getAdminOverview(signal),
    retry: false,
  });
}
