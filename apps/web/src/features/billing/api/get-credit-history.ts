import { CreditHistoryResponse } from '@atelier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { HISTORY_PAGE_SIZE } from '../../../kits/wallet/credit-entry';
import { creditsKey } from './get-credit-balance';

export const creditHistoryKey = [...creditsKey, 'history'] as const;

/** Pages of HISTORY_PAGE_SIZE, covering the last 7 days (the server's default). */
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
