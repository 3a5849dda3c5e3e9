import { PlansResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const plansKey = ['subscription', 'plans'] as const;

/** The public plan catalogue, prices in USD and INR. */
export function getPlans(signal?: AbortSignal): Promise<PlansResponse> {
  return apiFetch('/subscription/plans', { schema: PlansResponse, signal });
}

/** `enabled: false` until the plans are needed (a dialog that is not open yet). */
export function usePlans({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: plansKey,
    queryFn: ({ signal }) => getPlans(signal),
    // Prices change with a deploy; daily limits when staff change them (admin gating), which a
    // visit learns within five minutes.
    staleTime: 5 * 60_000,
    enabled,
  });
}
