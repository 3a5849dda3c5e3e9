import { WebhookDelivery } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { deliveriesKey } from './list-deliveries';
import { webhookPath } from './webhook-path';

/** Queues a delivery again, same `webhook-id`, with a fresh round of retries (202). */
export function redeliver(webhookId: string, deliveryId: string): Promise<WebhookDelivery> {
  return apiFetch(
    `${webhookPath(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
    { method: 'POST', schema: WebhookDelivery },
  );
}

export function useRedeliver(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => redeliver(webhookId, deliveryId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(webhookId) }),
  });
}
