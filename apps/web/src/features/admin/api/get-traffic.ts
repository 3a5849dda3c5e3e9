import { AdminTraffic } from '@atelier/contract';
import type { AdminTimeRange } from '@atelier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminFetch, adminKey, queryString } from './admin-fetch';

export function getTraffic(range: AdminTimeRange, signal?: AbortSignal): Promise<AdminTraffic> {
  return adminFetch(`/analytics/traffic${queryString({ time_range: range })}`, {
    schema: AdminTraffic,
    signal,
  });
}

/** Sign-ups, active users and requests per day (per month for 12m) over a range (view_analytics). */
export function useTraffic(range: AdminTimeRange) {
  return useQuery({
    queryKey: [...adminKey, 'analytics', 'traffic', range],
    queryFn: ({ signal }) => getTraffic(range, signal),
    // The chart keeps the range it shows while the next one loads, rather than flashing empty.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
