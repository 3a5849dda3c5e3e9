import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counted events for throttles shared by every process (failed sign-ins per account and per
 * address, emails requested): a key such as `login:email:ada@example.com` and when it happened.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('throttle_events_key_idx').on(table.key, table.occurredAt)],
);
