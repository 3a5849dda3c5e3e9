import type { PaymentResult, SandboxOrder } from '@atelier/contract';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { fulfilOrder } from './fulfil-order';
import { assertOwnOrder, closeUnpaidOrder, findGatewayOrder, type OrderRow } from './orders';

/** The local TEST MODE gateway: its checkout page approves or declines an order of its own. */
async function ownSandboxOrder(deps: AppDeps, userId: string, orderId: string) {
  if (!deps.gateways.sandbox) {
    throw new AppError('NOT_FOUND', 'The test-mode gateway is off on this site.');
  }
  const order = await findGatewayOrder(deps.db, 'sandbox', orderId);
  assertOwnOrder(order, userId);
  return order;
}

export async function getSandboxOrder(
  deps: AppDeps,
  userId: string,
  orderId: string,
): Promise<SandboxOrder> {
  return viewOf(await ownSandboxOrder(deps, userId, orderId));
}

export async function approveSandboxOrder(
  deps: AppDeps,
  userId: string,
  orderId: string,
): Promise<PaymentResult> {
  const order = await ownSandboxOrder(deps, userId, orderId);
  if (order.status === 'cancelled') {
    throw new AppError('BAD_REQUEST', 'This order was cancelled; start a new one.');
  }
  return fulfilOrder(deps, order, {
    gatewayPaymentId: order.gatewayPaymentId ?? `sandbox_pay_${randomUUID()}`,
    amountMinor: order.amountMinor,
    currency: order.currency,
  });
}

export async function declineSandboxOrder(deps: AppDeps, userId: string, orderId: string) {
  const order = await ownSandboxOrder(deps, userId, orderId);
  if (order.status === 'paid') throw new AppError('BAD_REQUEST', 'This order is already paid.');
  await closeUnpaidOrder(deps.db, order.id, 'failed');
  return { success: true as const };
}

function viewOf(order: OrderRow): SandboxOrder {
  return {
    order_id: order.id,
    kind: order.kind === 'subscription' ? 'subscription' : 'credits',
    description: order.description,
    amount: order.amountMinor / 100,
    currency: order.currency,
    status: order.status as SandboxOrder['status'],
    team_id: order.teamId,
  };
}
