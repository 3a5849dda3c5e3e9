import { AdminEngagement } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch, adminKey } from './admin-fetch';

export function getEngagement(signal?: AbortSignal): Promise<AdminEngagement> {
  return adminFetch('/analytics/engagement', { schema: AdminEngagement, signal });
}

/** Feature use per plan and the top tools of 30 days, and 8 weekly cohorts (view_analytics). */
export function useEngagement() {
  return useQuery({
    queryKey: [...adminKey, 'analytics', 'engagement'],
    queryFn: ({ signal }) => getEngagement(signal),
    retry: false,
  });
}
