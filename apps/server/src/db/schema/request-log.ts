import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One row per authenticated API request (lib/request-log.ts writes them in batches with COPY). No
 * foreign key: a batch must not fail because its user was deleted meanwhile; deleting an account
 * deletes its rows (features/account/delete-account.ts), and the sweep removes any written after.
 */
export const apiRequestLogs = pgTable(
  'api_request_logs',
  {
    /**
     * Numbered for the API log's `id`, but not a primary key: nothing looks a row up by it, and
     * its B-tree was a third of what each logged request cost the database (ADR 014).
     */
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity({ cache: 1000 }),
    userId: uuid('user_id').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    // Ascending, read backwards for "newest first": a user's new rows land at the end of their
    // range, where PostgreSQL splits pages 90/10 rather than 50/50 (descending put them at the
    // start: twice the index and a fifth more per row for a busy account).
    index('api_request_logs_user_idx').on(table.userId, table.createdAt),
    // Rows arrive in time order, so a BRIN index finds a time range (the sweep, reports) at a
    // fraction of a B-tree's cost on every insert.
    index('api_request_logs_created_idx').using('brin', table.createdAt),
  ],
);

/**
 * The request log rolled up per UTC day and user (jobs/sweep.ts, hourly, for finished days): what
 * the admin traffic charts and active-user counts read, so they need not scan a million raw rows,
 * and what lets them reach back 12 months while raw rows are kept API_LOG_RETENTION_DAYS.
 */
export const apiRequestDays = pgTable(
  'api_request_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id').notNull(),
    requests: integer('requests').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.userId] })],
);
