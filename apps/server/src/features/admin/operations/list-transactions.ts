import type { AdminTransactionsQuery, AdminTransactionsResponse } from '@atelier/contract';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { paymentOrders, users } from '../../../db/schema';
import { pagination } from '../paging';

/** Our order states as the spec's transaction statuses. */
const STATES = {
  success: ['paid'],
  pending: ['created'],
  failed: ['failed', 'cancelled'],
} as const;

const statusOf = (state: string) =>
  state === 'paid' ? 'success' : state === 'created' ? 'pending' : 'failed';

/** GET /api/admin/billing/transactions: every order asked of a gateway, newest first. */
export async function listTransactions(
  db: Database,
  query: z.output<typeof AdminTransactionsQuery>,
): Promise<AdminTransactionsResponse> {
  const where = and(
    query.status ? inArray(paymentOrders.status, [...STATES[query.status]]) : undefined,
    query.gateway ? eq(paymentOrders.gateway, query.gateway) : undefined,
    query.from ? gte(paymentOrders.createdAt, sql`${query.from}::date`) : undefined,
    query.to ? lt(paymentOrders.createdAt, sql`${query.to}::date + 1`) : undefined,
  );
  const [totals] = await db.select({ n: count() }).from(paymentOrders).where(where);
  const rows = await db
    .select({ order: paymentOrders, email: users.email })
    .from(paymentOrders)
    .leftJoin(users, eq(users.id, paymentOrders.userId))
    .where(where)
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const { total, ...page } = pagination(query.page, query.per_page, totals?.n ?? 0);
  return {
    transactions: rows.map(({ order, email }) => ({
      id: order.id,
      user_email: email,
      item: order.description,
      kind: order.kind === 'subscription' ? 'subscription' : 'credits',
      amount: order.amountMinor / 100,
      currency: order.currency,
      status: statusOf(order.status),
      date: (order.paidAt ?? order.createdAt).toISOString(),
      gateway: order.gateway,
      gateway_reference: order.gatewayPaymentId ?? order.gatewayOrderId,
    })),
    pagination: { ...page, total_transactions: total },
  };
}
