import type { PaymentResult } from '@atelier/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { minorUnits } from './catalogue';
import { fulfilOrder } from './fulfil-order';
import { closeUnpaidOrder, findGatewayOrder } from './orders';

/**
 * Captures an order the payer approved (on return from PayPal, or from the CHECKOUT.ORDER.APPROVED
 * webhook) and fulfils it with the amount PayPal reports. The order is bound to its user, so the
 * return address needs no sign-in.
 */
export async function capturePayPalOrder(
  deps: AppDeps,
  paypalOrderId: string,
): Promise<PaymentResult> {
  const paypal = deps.gateways.paypal;
  if (!paypal) throw new AppError('BAD_REQUEST', 'PayPal is not available on this site.');
  const order = await findGatewayOrder(deps.db, 'paypal', paypalOrderId);
  const capture = await paypal.captureOrder(paypalOrderId);
  if (!capture) {
    await closeUnpaidOrder(deps.db, order.id, 'failed');
    throw new AppError('BAD_REQUEST', 'PayPal did not complete the payment.');
  }
  return fulfilOrder(deps, order, {
    gatewayPaymentId: capture.id,
    amountMinor: minorUnits(Number(capture.amount.value)),
    currency: capture.amount.currency_code,
  });
}
