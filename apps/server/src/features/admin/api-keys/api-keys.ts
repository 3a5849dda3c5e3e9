import {
  ADMIN_OPERATION_MESSAGES,
  type AdminApiKey,
  type AdminApiKeyCreatedResponse,
  type AdminApiKeyGenerateBody,
  type AdminApiKeysResponse,
  type AdminRole,
} from '@atelier/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { adminApiKeys, type AdminApiKeyRow } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { auditBy, type Actor } from '../audit-log';
import { API_KEY_PREFIX, hashApiKey } from './api-key-auth';

/** The spec's API key as the list shows it: never the key, only its first characters. */
function toApiKey(row: AdminApiKeyRow): AdminApiKey {
  return {
    id: row.id,
    name: row.name,
    role: row.role as AdminRole,
    status: row.revokedAt ? 'revoked' : 'active',
    key_prefix: row.keyPrefix,
    usage_count: row.usageCount,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdByEmail,
  };
}

/** GET /api/admin/api-keys: every key, newest first. */
export async function listApiKeys(db: Database): Promise<AdminApiKeysResponse> {
  const rows = await db.select().from(adminApiKeys).orderBy(desc(adminApiKeys.createdAt));
  return { api_keys: rows.map(toApiKey) };
}

/** POST /api/admin/api-keys/generate: a random key, stored hashed, answered this once. */
export async function generateApiKey(
  db: Database,
  actor: Actor,
  body: z.output<typeof AdminApiKeyGenerateBody>,
  creatorId: string,
): Promise<AdminApiKeyCreatedResponse> {
  const key = `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(adminApiKeys)
      .values({
        name: body.key_name,
        role: body.role,
        keyPrefix: key.slice(0, API_KEY_PREFIX.length + 8),
        keyHash: hashApiKey(key),
        createdBy: creatorId,
        createdByEmail: actor.adminEmail,
      })
      .returning();
    if (!created) throw new Error('the API key was not stored');
    await auditBy(tx, actor, 'api_key.created', created.id, {
      name: body.key_name,
      role: body.role,
      prefix: created.keyPrefix,
    });
    return created;
  });
  return { message: ADMIN_OPERATION_MESSAGES.keyCreated, key, api_key: toApiKey(row) };
}

/** DELETE /api/admin/api-keys/{id}: the key stops working with its next call. */
export async function revokeApiKey(db: Database, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(adminApiKeys)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(adminApiKeys.id, id), isNull(adminApiKeys.revokedAt)))
      .returning();
    if (!revoked) throw new AppError('NOT_FOUND', ADMIN_OPERATION_MESSAGES.keyNotFound);
    await auditBy(tx, actor, 'api_key.revoked', id, {
      name: revoked.name,
      prefix: revoked.keyPrefix,
    });
  });
  return { message: ADMIN_OPERATION_MESSAGES.keyRevoked };
}
