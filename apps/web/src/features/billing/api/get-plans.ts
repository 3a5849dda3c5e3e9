import { PlansResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const plansKey = ['subscription', 'plans'] as const;

/** The public plan catalogue, prices in USD and INR. */
export function getPlans(signal?: AbortSignal): Promise<PlansResponse> {
  return apiFetch('/subscription/plans', { schema: PlansResponse, signal });
}

export function usePlans() {
  return useQuery({
    queryKey: plansKey,
    queryFn: ({ signal }) => getPlans(signal),
    // The catalogue changes with a deploy, not during a visit.
    staleTime: Infinity,
  });
}
