import { CurrencyResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const currencyKey = ['currency'] as const;

/** The visitor's currency (from their IP, on the server) and its rate per USD. */
export function getCurrency(signal?: AbortSignal): Promise<CurrencyResponse> {
  return apiFetch('/currency', { schema: CurrencyResponse, signal });
}

export function useCurrency() {
  return useQuery({
    queryKey: currencyKey,
    queryFn: ({ signal }) => getCurrency(signal),
    staleTime: Infinity,
    // Prices simply stay in USD when this fails; no need to ask again.
    retry: false,
  });
}
