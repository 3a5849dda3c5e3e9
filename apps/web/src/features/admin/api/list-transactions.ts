import { AdminTransactionsResponse } from '@atelier/contract';
import type { AdminTransactionsQuery } from '@atelier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminFetch, adminKey, queryString } from './admin-fetch';

/** Spec part 2, section 9: admin lists hold 20 a page. */
export const TRANSACTIONS_PAGE_SIZE = 20;

export type TransactionsPageQuery = Omit<AdminTransactionsQuery, 'per_page'> & { page: number };

export function listTransactions(
  query: TransactionsPageQuery,
  signal?: AbortSignal,
): Promise<AdminTransactionsResponse> {
  return adminFetch(
    `/billing/transactions${queryString({ ...query, per_page: TRANSACTIONS_PAGE_SIZE })}`,
    { schema: AdminTransactionsResponse, signal },
  );
}

/** Payments for credits and plans, newest first, by status, gateway and dates. */
export function useTransactions(query: TransactionsPageQuery) {
  return useQuery({
    queryKey: [...adminKey, 'billing', 'transactions', query],
    queryFn: ({ signal }) => listTransactions(query, signal),
    staleTime: 0,
    // The table keeps the page it shows while the next one loads, rather than flashing empty.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
