import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCreditsUpdated } from '../../lib/credits-events';
import { usePaymentSuccessMessage } from '../../lib/payment-events';
import { creditsKey } from './api/get-credit-balance';
import { usageKey } from './api/get-usage';

/**
 * Spec: credits and subscription refresh on a popup's PAYMENT_SUCCESS message and on a
 * creditsUpdated event. Returns the refresh for the page's own payments.
 */
export function useBillingRefresh(): () => void {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: creditsKey });
    void queryClient.invalidateQueries({ queryKey: usageKey });
  }, [queryClient]);
  usePaymentSuccessMessage(refresh);
  useCreditsUpdated(refresh);
  return refresh;
}
