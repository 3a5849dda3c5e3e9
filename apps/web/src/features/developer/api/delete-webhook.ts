import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { webhooksKey } from './list-webhooks';
import { webhookPath } from './webhook-path';

/** Removes an endpoint with its delivery log; nothing more is sent to it. */
export async function deleteWebhook(webhookId: string): Promise<void> {
  await apiFetch(webhookPath(webhookId), { method: 'DELETE' });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
