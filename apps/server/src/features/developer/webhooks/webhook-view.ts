import type { Webhook, WebhookDelivery, WebhookEvent } from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import { DEVELOPER_MESSAGES } from '@atelier/contract';
import type { Database } from '../../../db/client';
import {
  webhookEndpoints,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { microsToCredits } from '../../../lib/money';

export function webhookView(row: WebhookEndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    credits_low_threshold: microsToCredits(row.creditsLowThresholdMicros),
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    created_at: row.createdAt.toISOString(),
  };
}

export function deliveryView(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    // An attempt in flight reads as waiting: it has not been delivered yet.
    status: row.status === 'sending' ? 'pending' : (row.status as WebhookDelivery['status']),
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    next_attempt_at: row.status === 'delivered' ? null : (row.nextAttemptAt?.toISOString() ?? null),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The user's own webhook, or 404 (another user's reads as missing). */
export async function ownWebhook(
  db: Database,
  userId: string,
  id: string,
): Promise<WebhookEndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', DEVELOPER_MESSAGES.webhookNotFound);
  return row;
}
