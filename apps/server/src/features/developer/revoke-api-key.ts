import { DEVELOPER_MESSAGES } from '@atelier/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiKeys } from '../../db/schema';
import type { PrincipalCache } from '../../lib/auth/principal-cache';
import { AppError } from '../../lib/errors';

/**
 * Revokes one of the user's keys. The trigger on `api_keys` tells every process at commit; this
 * one forgets the key at once, so its next request is refused here too.
 */
export async function revokeApiKey(
  deps: { db: Database; principals: PrincipalCache },
  userId: string,
  keyId: string,
): Promise<void> {
  const [revoked] = await deps.db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ keyHash: apiKeys.keyHash });
  if (!revoked) throw new AppError('NOT_FOUND', DEVELOPER_MESSAGES.keyNotFound);
  deps.principals.forgetKey(revoked.keyHash);
}
