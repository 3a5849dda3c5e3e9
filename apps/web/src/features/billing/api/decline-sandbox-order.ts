import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sandboxOrderPath } from './get-sandbox-order';

/** Marks a test-mode order as failed, as a card refused at a real gateway would. */
export async function declineSandboxOrder(orderId: string): Promise<void> {
  await apiFetch(`${sandboxOrderPath(orderId)}/decline`, { method: 'POST' });
}

export function useDeclineSandboxOrder() {
  return useMutation({ mutationFn: declineSandboxOrder });
}
