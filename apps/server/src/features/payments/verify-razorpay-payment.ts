import type { PaymentResult } from '@atelier/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { fulfilOrder } from './fulfil-order';
import { assertOwnOrder, findGatewayOrder } from './orders';
import { razorpayOf } from './start-razorpay-order';

export interface RazorpayConfirmation {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  /** What the page says it bought; it must be what the order was for. */
  expects: { packageId: string } | { planId: string; billingCycle: string };
}

/**
 * The page's confirmation after checkout.js: the signature proves Razorpay took the payment for
 * our order (whose amount we set), so the order is fulfilled with its own amount.
 */
export async function verifyRazorpayPayment(
  deps: AppDeps,
  userId: string,
  input: RazorpayConfirmation,
): Promise<PaymentResult> {
  const razorpay = razorpayOf(deps);
  const order = await findGatewayOrder(deps.db, 'razorpay', input.razorpay_order_id);
  assertOwnOrder(order, userId);
  const matches =
    'packageId' in input.expects
      ? order.packageId === input.expects.packageId
      : order.planId === input.expects.planId && order.billingCycle === input.expects.billingCycle;
  if (!matches) throw new AppError('BAD_REQUEST', 'This payment is for a different purchase.');
  const signed = razorpay.isPaymentSignatureValid(
    input.razorpay_order_id,
    input.razorpay_payment_id,
    input.razorpay_signature,
  );
  if (!signed) throw new AppError('BAD_REQUEST', 'Invalid payment signature.');
  return fulfilOrder(deps, order, {
    gatewayPaymentId: input.razorpay_payment_id,
    amountMinor: order.amountMinor,
    currency: order.currency,
  });
}
