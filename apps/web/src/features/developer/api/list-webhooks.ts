import { WebhooksResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const webhooksKey = ['developer', 'webhooks'] as const;

export function listWebhooks(signal?: AbortSignal): Promise<WebhooksResponse> {
  return apiFetch('/developer/webhooks', { schema: WebhooksResponse, signal });
}

/** The user's webhook endpoints, enabled or not; their secrets are never listed. */
export function useWebhooks() {
  return useQuery({
    queryKey: webhooksKey,
    queryFn: ({ signal }) => listWebhooks(signal),
    retry: false,
  });
}
