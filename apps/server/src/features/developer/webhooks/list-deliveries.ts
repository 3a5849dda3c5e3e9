import type { WebhookDeliveriesResponse } from '@atelier/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { webhookDeliveries } from '../../../db/schema';
import { deliveryView, ownWebhook } from './webhook-view';

const SHOWN = 100;

/** A webhook's last 100 deliveries, newest first. */
export async function listDeliveries(
  db: Database,
  userId: string,
  webhookId: string,
): Promise<WebhookDeliveriesResponse> {
  await ownWebhook(db, userId, webhookId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(SHOWN);
  return { deliveries: rows.map(deliveryView) };
}
