import {
  ADMIN_MESSAGES,
  ADMIN_OPERATION_MESSAGES,
  API_KEY_CALLS_PER_MINUTE,
  type AdminRole,
} from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { admins } from '../../../db/schema';
import { hashApiKey } from '../../../lib/auth/api-keys';
import { AppError } from '../../../lib/errors';
import type { AdminPrincipal } from '../admin-principal';

/** Every key starts so, which tells it from a signed token (three dot-separated parts). */
export const API_KEY_PREFIX = 'atk_';

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{32}$`);

export { hashApiKey };

/**
 * An API key on an admin route: one statement finds the live key by its hash, counts the call and
 * its minute's window; past 100 calls in the window the call is refused with 429. The key acts
 * while the admin who created it is active, with the key's own role.
 */
export async function authenticateApiKey(db: Database, key: string): Promise<AdminPrincipal> {
  // `atk_` and 24 random bytes in base64url: anything else is refused without a query.
  if (!KEY_SHAPE.test(key)) throw new AppError('UNAUTHORIZED', ADMIN_MESSAGES.sessionExpired);
  const { rows } = await db.$client.query<{
    id: string;
    name: string;
    role: AdminRole;
    key_prefix: string;
    created_by: string | null;
    window_count: number;
    retry_after: number;
  }>(
    `UPDATE admin_api_keys SET
       usage_count = usage_count + 1,
       last_used_at = now(),
       window_start = CASE WHEN window_start > now() - interval '1 minute' THEN window_start ELSE now() END,
       window_count = CASE WHEN window_start > now() - interval '1 minute' THEN window_count + 1 ELSE 1 END
     WHERE key_hash = $1 AND revoked_at IS NULL
     RETURNING id, name, role, key_prefix, created_by, window_count,
       ceil(extract(epoch FROM window_start + interval '1 minute' - now()))::int AS retry_after`,
    [hashApiKey(key)],
  );
  const row = rows[0];
  if (!row?.created_by) throw new AppError('UNAUTHORIZED', ADMIN_MESSAGES.sessionExpired);
  if (row.window_count > API_KEY_CALLS_PER_MINUTE) {
    throw new AppError('TOO_MANY_REQUESTS', ADMIN_OPERATION_MESSAGES.keyRateLimited, undefined, {
      'retry-after': String(Math.max(1, row.retry_after)),
    });
  }
  const [creator] = await db
    .select()
    .from(admins)
    .where(and(eq(admins.id, row.created_by), eq(admins.isActive, true)));
  if (!creator) throw new AppError('UNAUTHORIZED', ADMIN_MESSAGES.sessionExpired);
  return {
    admin: creator,
    role: row.role,
    sessionId: '',
    mfaVerified: true,
    apiKey: { id: row.id, name: row.name, prefix: row.key_prefix },
  };
}
