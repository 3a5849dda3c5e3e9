import { PaymentResult } from '@atelier/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sandboxOrderPath } from './get-sandbox-order';

/** Pays a test-mode order: the server credits the account or starts the plan, as a real payment. */
export function approveSandboxOrder(orderId: string): Promise<PaymentResult> {
  return apiFetch(`${sandboxOrderPath(orderId)}/approve`, {
    method: 'POST',
    schema: PaymentResult,
  });
}

export function useApproveSandboxOrder() {
  return useMutation({ mutationFn: approveSandboxOrder });
}
