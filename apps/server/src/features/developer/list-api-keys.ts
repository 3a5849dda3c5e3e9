import type { ApiKeysResponse } from '@atelier/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiKeys } from '../../db/schema';

/** The user's keys that are not revoked (expired ones too, marked by their date), newest first. */
export async function listApiKeys(db: Database, userId: string): Promise<ApiKeysResponse> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
  const today = new Date().toISOString().slice(0, 10);
  return {
    keys: rows.map((row) => ({
      id: row.id,
      name: row.name,
      prefix: row.keyPrefix,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt?.toISOString() ?? null,
      last_used_at: row.lastUsedAt?.toISOString() ?? null,
      requests_today: row.requestsDay === today ? row.requestsToday : 0,
    })),
  };
}
