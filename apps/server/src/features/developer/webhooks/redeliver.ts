import { DEVELOPER_MESSAGES, type WebhookDelivery } from '@atelier/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { webhookDeliveries } from '../../../db/schema';
import type { JobQueue } from '../../../jobs/queue';
import { QUEUES } from '../../../jobs/queue';
import { AppError } from '../../../lib/errors';
import { sendDeliveryJobs } from '../../../lib/webhooks/outbox';
import { deliveryView, ownWebhook } from './webhook-view';

/**
 * Sends a delivery again, with the same `webhook-id` (so a receiver that has it can tell) and a
 * fresh round of retries. One in flight is left to finish.
 */
export async function redeliver(
  deps: { db: Database; queue: JobQueue },
  userId: string,
  webhookId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const webhook = await ownWebhook(deps.db, userId, webhookId);
  if (!webhook.enabled) throw new AppError('CONFLICT', DEVELOPER_MESSAGES.webhookDisabled);
  const row = await deps.db.transaction(async (tx) => {
    const [again] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, leaseUntil: null })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.endpointId, webhookId),
          ne(webhookDeliveries.status, 'sending'),
        ),
      )
      .returning();
    if (again) await sendDeliveryJobs(tx, deps.queue, [{ deliveryId: again.id }]);
    return again;
  });
  if (!row) {
    const [existing] = await deps.db
      .select()
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, webhookId)),
      );
    if (!existing) throw new AppError('NOT_FOUND', DEVELOPER_MESSAGES.deliveryNotFound);
    return deliveryView(existing);
  }
  deps.queue.wake(QUEUES.webhooks);
  return deliveryView(row);
}
