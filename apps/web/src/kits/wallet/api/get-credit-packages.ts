import { CreditPackagesResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const creditPackagesKey = ['credit-packages'] as const;

/** The five packages, in display order as `ordered`. */
export function getCreditPackages(signal?: AbortSignal): Promise<CreditPackagesResponse> {
  return apiFetch('/credits/packages', { schema: CreditPackagesResponse, signal });
}

export function useCreditPackages() {
  return useQuery({
    queryKey: creditPackagesKey,
    queryFn: ({ signal }) => getCreditPackages(signal),
    staleTime: Infinity,
  });
}
