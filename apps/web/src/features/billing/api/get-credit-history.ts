import { CreditHistoryResponse } from '@atelier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { creditsKey } from './get-credit-balance';

/** Spec part 2, section 9: pages of 10, covering the last 7 days (the server's default). */
export const HISTORY_PAGE_SIZE = 10;

export const creditHistoryKey = [...creditsKey, 'history'] as const;

export function getCreditHistory(page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), per_page: String(HISTORY_PAGE_SIZE) });
  return apiFetch(`/credits/history?${query.toString()}`, {
    schema: CreditHistoryResponse,
    signal,
  });
}

export function useCreditHistory(page: number) {
  return useQuery({
    queryKey: [...creditHistoryKey, page],
    queryFn: ({ signal }) => getCreditHistory(page, signal),
    staleTime: 0,
    // The table keeps the page it shows while the next one loads, rather than flashing empty.
    placeholderData: keepPreviousData,
  });
}
