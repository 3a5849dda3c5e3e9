import type { RazorpayOrderResponse } from '@atelier/contract';
import type { AppDeps } from '../../app-deps';
import type { RazorpayClient } from '../../lib/payments/razorpay';
import { AppError } from '../../lib/errors';
import { inrPerUsdOf, minorUnits, type Purchase } from './catalogue';
import { closeUnpaidOrder, recordOrder, setGatewayOrderId } from './orders';

/** Razorpay charges in INR, at the live rate or the fallback (api-conventions.md). */
export async function startRazorpayOrder(
  deps: AppDeps,
  userId: string,
  purchase: Purchase,
): Promise<RazorpayOrderResponse> {
  const razorpay = razorpayOf(deps);
  const { rates, source } = await deps.rates.current();
  const amountPaise = minorUnits(purchase.usd * inrPerUsdOf(rates, source));
  const order = await recordOrder(deps.db, {
    userId,
    gateway: 'razorpay',
    purchase,
    amountMinor: amountPaise,
    currency: 'INR',
  });
  try {
    const created = await razorpay.createOrder({
      amountPaise,
      receipt: order.id,
      notes: { order_id: order.id, user_id: userId, kind: purchase.kind },
    });
    await setGatewayOrderId(deps.db, order.id, created.id);
    return {
      success: true,
      order_id: created.id,
      amount: amountPaise,
      currency: 'INR',
      key_id: razorpay.keyId,
      description: purchase.description,
    };
  } catch (error) {
    await closeUnpaidOrder(deps.db, order.id, 'failed');
    throw error;
  }
}

export function razorpayOf(deps: AppDeps): RazorpayClient {
  if (!deps.gateways.razorpay) {
    throw new AppError('BAD_REQUEST', 'Razorpay is not available on this site.');
  }
  return deps.gateways.razorpay;
}
