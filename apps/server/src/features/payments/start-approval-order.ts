import type { ApprovalResponse } from '@atelier/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { minorUnits, type Purchase } from './catalogue';
import { closeUnpaidOrder, recordOrder, setGatewayOrderId } from './orders';

/**
 * Gateways where the browser goes to approve the payment, charged in USD: PayPal (its approval
 * page, then back to /api/payments/paypal/return) and the local sandbox (/checkout/sandbox).
 */
export async function startApprovalOrder(
  deps: AppDeps,
  gateway: 'paypal' | 'sandbox',
  userId: string,
  purchase: Purchase,
): Promise<ApprovalResponse> {
  const paypal = gateway === 'paypal' ? deps.gateways.paypal : null;
  if (gateway === 'paypal' && !paypal) {
    throw new AppError('BAD_REQUEST', 'PayPal is not available on this site.');
  }
  if (gateway === 'sandbox' && !deps.gateways.sandbox) {
    throw new AppError('BAD_REQUEST', 'The test-mode gateway is off on this site.');
  }
  const amountCents = minorUnits(purchase.usd);
  const order = await recordOrder(deps.db, {
    userId,
    gateway,
    purchase,
    amountMinor: amountCents,
    currency: 'USD',
  });
  if (!paypal) {
    // The sandbox is its own gateway: our order id is its order id.
    await setGatewayOrderId(deps.db, order.id, order.id);
    return {
      success: true,
      order_id: order.id,
      approval_url: `/checkout/sandbox?order=${order.id}`,
    };
  }
  try {
    const api = deps.config.PUBLIC_URL.replace(/\/$/, '');
    const created = await paypal.createOrder({
      amountUsd: (amountCents / 100).toFixed(2),
      description: purchase.description,
      customId: order.id,
      returnUrl: `${api}/api/payments/paypal/return`,
      cancelUrl: `${api}/api/payments/paypal/cancel`,
    });
    await setGatewayOrderId(deps.db, order.id, created.id);
    return { success: true, order_id: created.id, approval_url: created.approvalUrl };
  } catch (error) {
    await closeUnpaidOrder(deps.db, order.id, 'failed');
    throw error;
  }
}
