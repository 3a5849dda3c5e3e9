import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The API request log, one row per account and batch: the lines one API process recorded for
 * one account between two writes (about a second), packed into one text (lib/request-log.ts writes
 * them with COPY). A busy account costs the database one row a second instead of one per request;
 * an account with one request in the batch costs what a row per request did (ADR 014).
 * Readers read lines through the `api_request_logs` view below. No foreign key: a batch must not
 * fail because its user was deleted meanwhile; deleting an account deletes its rows
 * (features/account/delete-account.ts), and the sweep removes any written after.
 */
export const apiRequestLogBatches = pgTable(
  'api_request_log_batches',
  {
    userId: uuid('user_id').notNull(),
    /** The first line's id; the others follow (api_request_log_ids reserves them). */
    firstId: bigint('first_id', { mode: 'number' }).notNull(),
    /** The oldest and newest line's time: every line of the row lies between them. */
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    lines: integer('lines').notNull(),
    /**
     * The row's strings (methods, paths, addresses), each once, in the order first used; `entries`
     * points into them from 1.
     */
    texts: text('texts').array().notNull(),
    /**
     * The lines, in order, separated by spaces; each `method,path,address,status,duration_ms,
     * microseconds after first_at`, the first three an index into `texts` (no address: empty),
     * and for a request made with a personal API key a seventh, the key's id in `texts`.
     * One value the database stores as it takes it, rather than six per line to parse and build
     * arrays of (ADR 014); the `api_request_logs` view unpacks it.
     */
    entries: text('entries').notNull(),
  },
  (table) => [
    // An account's rows newest first (read backwards): the API log pages, deletion.
    index('api_request_log_batches_user_idx').on(table.userId, table.lastAt),
    // Rows arrive in time order, so a BRIN index finds a time range (the sweep, reports) at a
    // fraction of a B-tree's cost on every insert.
    index('api_request_log_batches_last_idx').using('brin', table.lastAt),
  ],
);

/**
 * One line per logged request (created with the batches' table, drizzle/0020): every column of a
 * line, and its batch's `batch_last_at`, which a reader filtering on time should bound as well,
 * so the batches' BRIN index can skip the rest.
 */
export const apiRequestLogs = pgView('api_request_logs', {
  id: bigint('id', { mode: 'number' }).notNull(),
  userId: uuid('user_id').notNull(),
  method: text('method').notNull(),
  path: text('path').notNull(),
  status: integer('status').notNull(),
  durationMs: integer('duration_ms').notNull(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  batchLastAt: timestamp('batch_last_at', { withTimezone: true }).notNull(),
  /** The personal API key the request was made with (drizzle/0025), null for a session. */
  apiKeyId: uuid('api_key_id'),
}).existing();

/**
 * The next line id (one row): a writer reserves a batch's ids with one statement,
 * `SELECT api_request_log_ids(n)`, which answers the first.
 */
export const apiRequestLogIds = pgTable('api_request_log_ids', {
  next: bigint('next', { mode: 'number' }).notNull(),
});

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
