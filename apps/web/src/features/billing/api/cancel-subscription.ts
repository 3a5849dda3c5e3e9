import { CancelSubscriptionResponse } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { usageKey } from './get-usage';

/** Nothing renews anyway; cancelling marks the plan to end, and access lasts to the period end. */
export function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  return apiFetch('/subscription/cancel', { method: 'POST', schema: CancelSubscriptionResponse });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usageKey }),
  });
}
