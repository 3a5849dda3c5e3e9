import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, ownerColumn } from './columns';

/**
 * A user's personal API key (issue 34). Only the key's SHA-256 is kept; the whole key is shown
 * once at creation. Revoking sets `revoked_at`, which a trigger tells every process (migration
 * 0023), so a revoked key is refused at once everywhere. Use is counted in memory and written here
 * every few seconds (lib/auth/api-keys.ts), not on every request.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: idColumn(),
    userId: ownerColumn(),
    name: text('name').notNull(),
    /** The key's first characters, for telling keys apart in the list. */
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAtColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Requests on `requestsDay` (UTC); a count from an earlier day reads as 0. */
    requestsDay: date('requests_day', { mode: 'string' }),
    requestsToday: integer('requests_today').notNull().default(0),
  },
  (table) => [index('api_keys_user_idx').on(table.userId, table.createdAt)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
