import { BalanceResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The balance and the history sit under one key, so one invalidation refreshes both. */
export const creditsKey = ['credits'] as const;
export const creditBalanceKey = [...creditsKey, 'balance'] as const;

export function getCreditBalance(signal?: AbortSignal): Promise<BalanceResponse> {
  return apiFetch('/credits/balance', { schema: BalanceResponse, signal });
}

export function useCreditBalance() {
  return useQuery({
    queryKey: creditBalanceKey,
    queryFn: ({ signal }) => getCreditBalance(signal),
    staleTime: 0,
  });
}
