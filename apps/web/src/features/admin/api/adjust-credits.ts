import { AdminCreditsResponse } from '@atelier/contract';
import type { AdminCreditsBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch } from './admin-fetch';
import { invalidateUser } from './invalidate-user';

export interface AdjustCreditsInput {
  userId: string;
  body: AdminCreditsBody;
  /** The same key for a retry of the same change, so a lost answer never grants twice. */
  idempotencyKey: string;
}

/** Grants (positive) or deducts (negative) credits through the ledger, with a reason on record. */
export function adjustUserCredits(input: AdjustCreditsInput): Promise<AdminCreditsResponse> {
  return adminFetch(`/users/${encodeURIComponent(input.userId)}/credits`, {
    method: 'POST',
    body: input.body,
    headers: { 'Idempotency-Key': input.idempotencyKey },
    schema: AdminCreditsResponse,
  });
}

export function useAdjustUserCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustUserCredits,
    onSuccess: (_answer, input) => invalidateUser(queryClient, input.userId),
  });
}
