import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, ownerColumn } from './columns';
import { users } from './users';

/**
 * Every change to a balance, append-only (only lib/ledger writes here). The amounts of a user's
 * entries sum to `users.credits_micros`. Rows outlive a deleted account, anonymised.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** purchase, grant, hold, settle, release, refund or adjustment */
    kind: text('kind').notNull(),
    /** Signed micro-credits: what this entry did to the balance. */
    amountMicros: bigint('amount_micros', { mode: 'number' }).notNull(),
    balanceAfterMicros: bigint('balance_after_micros', { mode: 'number' }).notNull(),
    /**
     * What the history shows: a settle shows the final charge, a hold and its release show
     * nothing (null), everything else its amount.
     */
    shownAmountMicros: bigint('shown_amount_micros', { mode: 'number' }),
    /** purchase, video_generation, image_generation, optimization or other */
    displayType: text('display_type').notNull(),
    description: text('description').notNull(),
    /** An order id, a job id: what the entry is about. */
    reference: text('reference'),
    /** The same event is never applied twice: e.g. `purchase:razorpay:pay_123`. */
    idempotencyKey: text('idempotency_key').notNull(),
    holdId: uuid('hold_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('ledger_entries_idempotency_key').on(table.idempotencyKey),
    index('ledger_entries_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Credits set aside for work in progress: settled when it succeeds, released when it fails. */
export const creditHolds = pgTable(
  'credit_holds',
  {
    id: idColumn(),
    userId: ownerColumn(),
    amountMicros: bigint('amount_micros', { mode: 'number' }).notNull(),
    /** open, settled or released */
    status: text('status').notNull().default('open'),
    finalMicros: bigint('final_micros', { mode: 'number' }),
    displayType: text('display_type').notNull(),
    description: text('description').notNull(),
    reference: text('reference').notNull(),
    /** An open hold past this moment is released by the sweep. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('credit_holds_open_idx')
      .on(table.expiresAt)
      .where(sql`status = 'open'`),
  ],
);

/** How many times a user used a tracked feature on a UTC day. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: ownerColumn(),
    feature: text('feature').notNull(),
    /** The UTC day, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.feature, table.day] })],
);
