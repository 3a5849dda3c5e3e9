import type { PaymentResult } from '@atelier/contract';
import { trackPurchase, trackSubscribe } from './track';

/**
 * A payment the browser saw go through (a Razorpay verification, a sandbox approval), told to the
 * advertising pixels: a Purchase for credits and plans alike, and a subscription for a plan.
 */
export function trackPayment(result: PaymentResult, amount: number, currency: string): void {
  const order = { transactionId: result.order_id, value: amount, currency };
  trackPurchase(order);
  if (result.kind === 'subscription') trackSubscribe(order);
}

/**
 * A payment named by the address the browser returned to (`order`, `amount`, `currency`: PayPal
 * comes back through the server), told once like the others.
 */
export function trackReturnedPayment(params: URLSearchParams, kind: PaymentResult['kind']): void {
  const transactionId = params.get('order');
  const value = Number(params.get('amount'));
  if (!transactionId || !(value > 0)) return;
  const order = { transactionId, value, currency: params.get('currency') ?? 'USD' };
  trackPurchase(order);
  if (kind === 'subscription') trackSubscribe(order);
}
