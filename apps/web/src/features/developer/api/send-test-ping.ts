import { WebhookDelivery } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { deliveriesKey } from './list-deliveries';
import { webhookPath } from './webhook-path';

/** A signed `ping`, sent at once and once; the answer says how the endpoint took it. */
export function sendTestPing(webhookId: string): Promise<WebhookDelivery> {
  return apiFetch(`${webhookPath(webhookId)}/test`, { method: 'POST', schema: WebhookDelivery });
}

export function useSendTestPing(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendTestPing(webhookId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(webhookId) }),
  });
}
