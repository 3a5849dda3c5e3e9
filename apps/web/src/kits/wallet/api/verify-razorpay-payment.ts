import { PaymentResult } from '@atelier/contract';
import type { CreditsRazorpayVerifyBody, SubscriptionRazorpayVerifyBody } from '@atelier/contract';
import { apiFetch } from '../../../lib/api-client';
import type { Purchase } from '../purchase';

/** What checkout.js hands its success handler. */
export interface RazorpayPayment {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The server checks the signature and only then credits the account or starts the plan. */
export function verifyRazorpayPayment(
  purchase: Purchase,
  payment: RazorpayPayment,
): Promise<PaymentResult> {
  if (purchase.kind === 'credits') {
    const body: CreditsRazorpayVerifyBody = { ...payment, package_id: purchase.packageId };
    return apiFetch('/credits/razorpay-verify', { method: 'POST', body, schema: PaymentResult });
  }
  const body: SubscriptionRazorpayVerifyBody = {
    ...payment,
    plan_id: purchase.planId,
    billing_cycle: purchase.cycle,
  };
  return apiFetch('/subscription/razorpay-verify', { method: 'POST', body, schema: PaymentResult });
}
