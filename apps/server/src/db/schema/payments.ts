import {
  bigint,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { teams } from './teams';
import { users } from './users';

/**
 * A payment we asked a gateway for, bound to its user, what it buys and the amount the server
 * decided. A verification or webhook must match this row to change anything.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: idColumn(),
    /** Kept (null) after the account is deleted, for the books. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The team the purchase is for (issue 37), paid by `user_id`; null: for the user. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** razorpay, paypal or sandbox */
    gateway: text('gateway').notNull(),
    /** The gateway's own order id (ours for the sandbox). */
    gatewayOrderId: text('gateway_order_id'),
    /** credits or subscription */
    kind: text('kind').notNull(),
    packageId: text('package_id'),
    planId: text('plan_id'),
    billingCycle: text('billing_cycle'),
    /** Micro-credits a credit pack adds. */
    creditsMicros: bigint('credits_micros', { mode: 'number' }).notNull().default(0),
    /** In the currency's smallest unit: paise for INR, cents for USD. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    /** created, paid, failed or cancelled */
    status: text('status').notNull().default('created'),
    gatewayPaymentId: text('gateway_payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('payment_orders_gateway_order').on(table.gateway, table.gatewayOrderId),
    index('payment_orders_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Webhook deliveries already handled, so a replayed event id is answered without acting again. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gateway, table.eventId] })],
);
