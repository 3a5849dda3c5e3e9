import { AdminPerformance } from '@atelier/contract';
import type { AdminTimeRange } from '@atelier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminFetch, adminKey, queryString } from './admin-fetch';

export function getPerformance(
  range: AdminTimeRange,
  signal?: AbortSignal,
): Promise<AdminPerformance> {
  return adminFetch(`/analytics/performance${queryString({ time_range: range })}`, {
    schema: AdminPerformance,
    signal,
  });
}

/** Request latency per period and generation outcomes per tool over a range (view_analytics). */
export function usePerformance(range: AdminTimeRange) {
  return useQuery({
    queryKey: [...adminKey, 'analytics', 'performance', range],
    queryFn: ({ signal }) => getPerformance(range, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
