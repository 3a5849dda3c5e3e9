import { SandboxOrder } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function sandboxOrderPath(orderId: string): string {
  return `/payments/sandbox/orders/${encodeURIComponent(orderId)}`;
}

/** The test-mode order the sandbox checkout page shows. */
export function getSandboxOrder(orderId: string, signal?: AbortSignal): Promise<SandboxOrder> {
  return apiFetch(sandboxOrderPath(orderId), { schema: SandboxOrder, signal });
}

export function useSandboxOrder(orderId: string) {
  return useQuery({
    queryKey: ['sandbox-order', orderId],
    queryFn: ({ signal }) => getSandboxOrder(orderId, signal),
    staleTime: 0,
    retry: false,
    enabled: orderId !== '',
  });
}
