import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, ownerColumn } from './columns';

/** One row per sign-in; the JWT carries its id and is refused once the row is revoked or expired. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: ownerColumn(),
    deviceInfo: text('device_info'),
    ipAddress: text('ip_address'),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: createdAtColumn(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_active_idx').on(table.userId, table.expiresAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
