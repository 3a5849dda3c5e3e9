import type { PaymentResult } from '@atelier/contract';
import { trackPurchase, trackSubscribe } from '../pixels/track';

/**
 * A payment the browser saw go through (a Razorpay verification, a sandbox approval), told to the
 * advertising pixels: a Purchase for credits and plans alike, and a subscription for a plan.
 * PayPal returns through the server, whose redirect names neither the order nor the amount, so
 * its payments are not reported.
 */
export function trackPayment(result: PaymentResult, amount: number, currency: string): void {
  const order = { transactionId: result.order_id, value: amount, currency };
  trackPurchase(order);
  if (result.kind === 'subscription') trackSubscribe(order);
}
