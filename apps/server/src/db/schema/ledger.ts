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
import { teams } from './teams';
import { users } from './users';

/**
 * Every change to a balance, append-only (only lib/ledger writes here). The amounts of a user's
 * own entries (no `team_id`) sum to `users.credits_micros`; a team's entries sum to
 * `teams.credits_micros`, each attributed to the member in `user_id` (issue 37). Rows outlive a
 * deleted account, anonymised.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** purchase, grant, hold, settle, release, refund, adjustment or transfer (to a team) */
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
    /** The team whose wallet the entry changed; null for the user's own balance. */
    teamId: uuid('team_id').references(() => teams.id),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('ledger_entries_idempotency_key').on(table.idempotencyKey),
    index('ledger_entries_user_idx').on(table.userId, table.createdAt),
    index('ledger_entries_team_idx')
      .on(table.teamId, table.createdAt)
      .where(sql`team_id IS NOT NULL`),
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
    /** Held from this team's wallet by the member in `user_id`; null for the user's own. */
    teamId: uuid('team_id').references(() => teams.id),
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
