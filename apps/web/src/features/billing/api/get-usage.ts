import { UsageResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const usageKey = ['subscription', 'usage'] as const;

/** Today's counters against the plan's limits, and the subscription behind the plan. */
export function getUsage(signal?: AbortSignal): Promise<UsageResponse> {
  return apiFetch('/subscription/usage', { schema: UsageResponse, signal });
}

export function useUsage() {
  return useQuery({
    queryKey: usageKey,
    queryFn: ({ signal }) => getUsage(signal),
    staleTime: 0,
  });
}
