import { DEVELOPER_MESSAGES, type WebhookDelivery, type WebhookPayload } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import { webhookDeliveries } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { deliverWebhook, type DeliverDeps } from './deliver-webhook';
import { deliveryView, ownWebhook } from './webhook-view';

/**
 * The test button: a `ping` signed and sent like any event, at once and once (no retries), and
 * answered with how it went. It is kept in the delivery log like the rest.
 */
export async function sendTestPing(
  deps: DeliverDeps,
  userId: string,
  webhookId: string,
): Promise<WebhookDelivery> {
  const webhook = await ownWebhook(deps.db, userId, webhookId);
  if (!webhook.enabled) throw new AppError('CONFLICT', DEVELOPER_MESSAGES.webhookDisabled);
  const payload: WebhookPayload = {
    type: 'ping',
    timestamp: new Date().toISOString(),
    data: { webhook_id: webhook.id },
  };
  const [created] = await deps.db
    .insert(webhookDeliveries)
    .values({ endpointId: webhook.id, event: 'ping', payload: { ...payload } })
    .returning({ id: webhookDeliveries.id });
  await deliverWebhook(deps, created.id);
  const [row] = await deps.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, created.id));
  return deliveryView(row);
}
