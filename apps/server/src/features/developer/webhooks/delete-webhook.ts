import { DEVELOPER_MESSAGES } from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { webhookEndpoints } from '../../../db/schema';
import { AppError } from '../../../lib/errors';

/** Removes a webhook and its delivery log; a delivery job still queued finds nothing to send. */
export async function deleteWebhook(db: Database, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', DEVELOPER_MESSAGES.webhookNotFound);
}
