import { PaymentMethodsResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const paymentMethodsKey = ['subscription', 'payment-methods'] as const;

/** The gateways this server offers, which of them take money now, and the one chosen first. */
export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodsResponse> {
  return apiFetch('/subscription/payment-methods', { schema: PaymentMethodsResponse, signal });
}

export function usePaymentMethods() {
  return useQuery({
    queryKey: paymentMethodsKey,
    queryFn: ({ signal }) => getPaymentMethods(signal),
    staleTime: 5 * 60_000,
  });
}
