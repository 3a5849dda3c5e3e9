import { WebhookCreated } from '@atelier/contract';
import type { CreateWebhookBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { webhooksKey } from './list-webhooks';

/** A new endpoint; the answer holds its signing secret, which the server never shows again. */
export function createWebhook(body: CreateWebhookBody): Promise<WebhookCreated> {
  return apiFetch('/developer/webhooks', { method: 'POST', body, schema: WebhookCreated });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
