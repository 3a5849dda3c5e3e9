import {
  DEFAULT_CREDITS_LOW_THRESHOLD,
  DEVELOPER_MESSAGES,
  MAX_WEBHOOKS,
  type CreateWebhookBody,
  type WebhookCreated,
} from '@atelier/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { webhookEndpoints, type UserRow } from '../../../db/schema';
import { hasApiAccess } from '../../../lib/auth/api-keys';
import { AppError } from '../../../lib/errors';
import { creditsToMicros } from '../../../lib/money';
import { newWebhookSecret } from '../../../lib/webhooks/signature';
import { checkWebhookUrl } from './check-webhook-url';
import { webhookView } from './webhook-view';

/**
 * A new endpoint, on a plan with API access and within MAX_WEBHOOKS (the user's row locked while
 * counting). Its signing secret is answered this once.
 */
export async function createWebhook(
  deps: { db: Database; config: Config },
  user: UserRow,
  body: CreateWebhookBody,
): Promise<WebhookCreated> {
  if (!hasApiAccess(user)) throw new AppError('FORBIDDEN', DEVELOPER_MESSAGES.needsGrowthPlan);
  const url = await checkWebhookUrl(body.url, {
    allow: deps.config.MEDIA_FETCH_ALLOW,
    production: deps.config.isProduction,
  });
  const secret = newWebhookSecret();
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`);
    const { rows } = await tx.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM webhook_endpoints WHERE user_id = ${user.id}`,
    );
    if ((rows[0]?.count ?? 0) >= MAX_WEBHOOKS) {
      throw new AppError('CONFLICT', DEVELOPER_MESSAGES.tooManyWebhooks);
    }
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        userId: user.id,
        url,
        events: [...new Set(body.events)],
        secret,
        creditsLowThresholdMicros: creditsToMicros(
          body.credits_low_threshold ?? DEFAULT_CREDITS_LOW_THRESHOLD,
        ),
      })
      .returning();
    return created;
  });
  return { ...webhookView(row), secret };
}
