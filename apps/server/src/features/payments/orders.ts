import type { PaymentGatewayId } from '@atelier/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentOrders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Purchase } from './catalogue';

export type OrderRow = typeof paymentOrders.$inferSelect;

/** Records what the server decided to charge, before the gateway hears of it. */
export async function recordOrder(
  db: Database,
  input: {
    userId: string;
    gateway: PaymentGatewayId;
    purchase: Purchase;
    amountMinor: number;
    currency: 'INR' | 'USD';
  },
): Promise<OrderRow> {
  const { purchase } = input;
  const [row] = await db
    .insert(paymentOrders)
    .values({
      userId: input.userId,
      teamId: purchase.teamId ?? null,
      gateway: input.gateway,
      kind: purchase.kind,
      packageId: purchase.packageId,
      planId: purchase.planId,
      billingCycle: purchase.billingCycle,
      creditsMicros: purchase.creditsMicros,
      amountMinor: input.amountMinor,
      currency: input.currency,
      description: purchase.description,
    })
    .returning();
  if (!row) throw new Error('payment order was not recorded');
  return row;
}

export async function setGatewayOrderId(db: Database, id: string, gatewayOrderId: string) {
  await db.update(paymentOrders).set({ gatewayOrderId }).where(eq(paymentOrders.id, id));
}

/** Marks an order that was never paid as failed or cancelled; a paid order stays paid. */
export async function closeUnpaidOrder(db: Database, id: string, status: 'failed' | 'cancelled') {
  await db
    .update(paymentOrders)
    .set({ status })
    .where(and(eq(paymentOrders.id, id), inArray(paymentOrders.status, ['created', 'failed'])));
}

export async function findGatewayOrder(
  db: Database,
  gateway: PaymentGatewayId,
  gatewayOrderId: string,
): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(eq(paymentOrders.gateway, gateway), eq(paymentOrders.gatewayOrderId, gatewayOrderId)),
    );
  if (!row) throw new AppError('NOT_FOUND', 'Unknown order: this payment was not started here.');
  return row;
}

/** An order the signed-in user may act on; another user's order is refused the same way. */
export function assertOwnOrder(order: OrderRow, userId: string): void {
  if (order.userId !== userId) {
    throw new AppError('BAD_REQUEST', 'This order belongs to another account.');
  }
}
