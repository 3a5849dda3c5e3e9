import type { WebhooksResponse } from '@atelier/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { webhookEndpoints } from '../../../db/schema';
import { webhookView } from './webhook-view';

/** The user's webhooks without their secrets, newest first. */
export async function listWebhooks(db: Database, userId: string): Promise<WebhooksResponse> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return { webhooks: rows.map(webhookView) };
}
