import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, ownerColumn } from './columns';

/**
 * Where a user wants events sent (issue 34). The signing secret is kept as issued (`whsec_` and
 * base64), since every delivery is signed with it. `failing_since` is set by the first failed
 * attempt after a success and cleared by the next success; three days of it disable the endpoint.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: idColumn(),
    userId: ownerColumn(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    creditsLowThresholdMicros: bigint('credits_low_threshold_micros', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [index('webhook_endpoints_user_idx').on(table.userId, table.createdAt)],
);

/**
 * One event for one endpoint, delivered at least once. The row is the truth: each attempt is a
 * queue job that claims the row when it is due (`next_attempt_at`), so a job sent twice or a
 * job lost with a process is harmless (the sweep sends another for a row long overdue).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: idColumn(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending, sending (an attempt in flight), delivered or failed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    /** An attempt in flight owns the row until then; a worker that died leaves it due again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`status IN ('pending', 'sending')`),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
