import {
  DEVELOPER_MESSAGES,
  WEBHOOK_TEST_PINGS_PER_MINUTE,
  type WebhookDelivery,
  type WebhookPayload,
} from '@atelier/contract';
import { eq } from 'drizzle-orm';
import { webhookDeliveries } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { admitThrottled } from '../../../lib/throttle';
import { deliverWebhook, type DeliverDeps } from './deliver-webhook';
import { deliveryView, ownWebhook } from './webhook-view';

/**
 * The test button: a `ping` signed and sent like any event, at once and once (no retries), and
 * answered with how it went. It is kept in the delivery log like the rest. It is sent inside the
 * request, so a user gets a few a minute: otherwise many parallel tests would have this server
 * knock on a host's doors as fast as they are asked (issue 48).
 */
export async function sendTestPing(
  deps: DeliverDeps,
  userId: string,
  webhookId: string,
): Promise<WebhookDelivery> {
  const webhook = await ownWebhook(deps.db, userId, webhookId);
  if (!webhook.enabled) throw new AppError('CONFLICT', DEVELOPER_MESSAGES.webhookDisabled);
  const throttle = await admitThrottled(deps.db, `webhook-test:${userId}`, {
    max: WEBHOOK_TEST_PINGS_PER_MINUTE,
    windowSeconds: 60,
  });
  if (throttle.limited) {
    throw new AppError('TOO_MANY_REQUESTS', DEVELOPER_MESSAGES.tooManyTestPings, undefined, {
      'retry-after': String(throttle.retryAfterSeconds),
    });
  }
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
