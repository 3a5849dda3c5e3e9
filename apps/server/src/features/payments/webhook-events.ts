import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** Whether this delivery was already handled (gateways retry, and replay on request). */
export async function alreadyHandled(db: Database, gateway: string, eventId: string) {
  const [row] = await db
    .select({ eventId: webhookEvents.eventId })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.gateway, gateway), eq(webhookEvents.eventId, eventId)));
  return row !== undefined;
}

/**
 * Recorded after the event is acted on, so a delivery that failed half-way is acted on again when
 * retried; acting twice is harmless because fulfilment happens once per order.
 */
export async function markHandled(db: Database, gateway: string, eventId: string, type: string) {
  await db
    .insert(webhookEvents)
    .values({ gateway, eventId, eventType: type })
    .onConflictDoNothing();
}

export type WebhookOutcome = { status: 'processed' | 'duplicate' | 'ignored' };

/** The delivery as JSON; its raw bytes were what the signature covered. */
export function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw new AppError('BAD_REQUEST', 'Malformed webhook event.');
  }
}
