import { DEVELOPER_MESSAGES, MAX_LIVE_API_KEYS, type ApiKeyCreated } from '@atelier/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiKeys, type UserRow } from '../../db/schema';
import { generateUserApiKey, hasApiAccess, hashApiKey, keyPrefixOf } from '../../lib/auth/api-keys';
import { AppError } from '../../lib/errors';

const DAY_MS = 86_400_000;

/**
 * A new personal key, on a plan with API access and within the 20 live keys. The user's row is
 * locked while counting, so two keys created at once cannot both be the twenty-first.
 */
export async function createApiKey(
  db: Database,
  user: UserRow,
  body: { name: string; expires_in_days?: number },
): Promise<ApiKeyCreated> {
  if (!hasApiAccess(user)) throw new AppError('FORBIDDEN', DEVELOPER_MESSAGES.needsGrowthPlan);
  const key = generateUserApiKey();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`);
    const { rows } = await tx.execute<{ live: number }>(sql`
      SELECT count(*)::int AS live FROM api_keys
      WHERE user_id = ${user.id} AND revoked_at IS NULL
        AND (expires_at IS NULL OR expires_at > now())`);
    if ((rows[0]?.live ?? 0) >= MAX_LIVE_API_KEYS) {
      throw new AppError('CONFLICT', DEVELOPER_MESSAGES.tooManyKeys);
    }
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId: user.id,
        name: body.name,
        keyPrefix: keyPrefixOf(key),
        keyHash: hashApiKey(key),
        expiresAt:
          body.expires_in_days === undefined
            ? null
            : new Date(Date.now() + body.expires_in_days * DAY_MS),
      })
      .returning();
    return {
      id: row.id,
      name: row.name,
      key,
      prefix: row.keyPrefix,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt?.toISOString() ?? null,
    };
  });
}
