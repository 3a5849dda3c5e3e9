import { ApprovalResponse, RazorpayOrderResponse } from '@atelier/contract';
import type { PaymentGatewayId, SubscriptionOrderBody } from '@atelier/contract';
import type { ZodType } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import type { Purchase } from '../purchase';

/** Razorpay answers an order for checkout.js; PayPal and the sandbox, a page to approve it on. */
export type GatewayOrder = RazorpayOrderResponse | ApprovalResponse;

const CREDIT_ORDER_PATHS: Record<PaymentGatewayId, string> = {
  razorpay: '/credits/purchase-razorpay',
  paypal: '/credits/purchase-paypal',
  sandbox: '/credits/purchase-sandbox',
};

const SUBSCRIPTION_ORDER_PATHS: Record<PaymentGatewayId, string> = {
  razorpay: '/subscription/razorpay-order',
  paypal: '/subscription/paypal-create',
  sandbox: '/subscription/sandbox-order',
};

/** Where Razorpay's hosted flows send the browser back to (ours returns to the page instead). */
function returnUrls(): Pick<SubscriptionOrderBody, 'success_url' | 'cancel_url'> {
  const origin = window.location.origin;
  return {
    success_url: `${origin}/subscription/success?gateway=razorpay`,
    cancel_url: `${origin}/subscription?payment=cancelled`,
  };
}

/** Opens an order at the gateway; the server prices it from its own catalogue. */
export function createOrder(purchase: Purchase, gateway: PaymentGatewayId): Promise<GatewayOrder> {
  const schema: ZodType<GatewayOrder> =
    gateway === 'razorpay' ? RazorpayOrderResponse : ApprovalResponse;
  if (purchase.kind === 'credits') {
    const query = new URLSearchParams({ package_id: purchase.packageId });
    return apiFetch(`${CREDIT_ORDER_PATHS[gateway]}?${query.toString()}`, {
      method: 'POST',
      schema,
    });
  }
  const body: SubscriptionOrderBody = {
    plan_id: purchase.planId,
    billing_cycle: purchase.cycle,
    ...(gateway === 'razorpay' ? returnUrls() : {}),
  };
  return apiFetch(SUBSCRIPTION_ORDER_PATHS[gateway], { method: 'POST', body, schema });
}
