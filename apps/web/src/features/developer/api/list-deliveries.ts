import { WebhookDeliveriesResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { webhookPath } from './webhook-path';

/** Refreshed this often while a delivery waits, so a retry or a redelivery shows how it went. */
const PENDING_REFRESH_MS = 3000;

/**
 * Not under the webhooks' key: refreshing their list after a removal must not ask again for the
 * log of the webhook just removed (a 404).
 */
export function deliveriesKey(webhookId: string) {
  return ['developer', 'deliveries', webhookId] as const;
}

export function listDeliveries(
  webhookId: string,
  signal?: AbortSignal,
): Promise<WebhookDeliveriesResponse> {
  return apiFetch(`${webhookPath(webhookId)}/deliveries`, {
    schema: WebhookDeliveriesResponse,
    signal,
  });
}

/** A webhook's last 100 deliveries, newest first. */
export function useDeliveries(webhookId: string) {
  return useQuery({
    queryKey: deliveriesKey(webhookId),
    queryFn: ({ signal }) => listDeliveries(webhookId, signal),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  });
}
