import { ApprovalResponse, RazorpayOrderResponse } from '@atelier/contract';
import type { PaymentGatewayId, SubscriptionOrderBody } from '@atelier/contract';
import type { ZodType } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { teamHeaders } from '../../workspace/workspace-store';
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

/**
 * Where Razorpay's hosted flows send the browser back to (ours returns to the page instead): a
 * team's purchase goes back to the team's wallet, as the server's own redirects for it do.
 */
function returnUrls(teamId?: string): Pick<SubscriptionOrderBody, 'success_url' | 'cancel_url'> {
  const origin = window.location.origin;
  if (teamId) {
    const wallet = `${origin}/teams?${new URLSearchParams({ team: teamId, tab: 'wallet' }).toString()}`;
    return { success_url: `${wallet}&payment=success`, cancel_url: `${wallet}&payment=cancelled` };
  }
  return {
    success_url: `${origin}/subscription/success?gateway=razorpay`,
    cancel_url: `${origin}/subscription?payment=cancelled`,
  };
}

/**
 * Opens an order at the gateway; the server prices it from its own catalogue. With `teamId` the
 * same routes sell to the team (the contract's TeamHeaders): its wallet gets the credits, or it
 * gets the plan, and only its owner or an admin may buy.
 */
export function createOrder(
  purchase: Purchase,
  gateway: PaymentGatewayId,
  teamId?: string,
): Promise<GatewayOrder> {
  const schema: ZodType<GatewayOrder> =
    gateway === 'razorpay' ? RazorpayOrderResponse : ApprovalResponse;
  const headers = teamHeaders(teamId ?? null);
  if (purchase.kind === 'credits') {
    const query = new URLSearchParams({ package_id: purchase.packageId });
    return apiFetch(`${CREDIT_ORDER_PATHS[gateway]}?${query.toString()}`, {
      method: 'POST',
      headers,
      schema,
    });
  }
  const body: SubscriptionOrderBody = {
    plan_id: purchase.planId,
    billing_cycle: purchase.cycle,
    ...(gateway === 'razorpay' ? returnUrls(teamId) : {}),
  };
  return apiFetch(SUBSCRIPTION_ORDER_PATHS[gateway], { method: 'POST', body, headers, schema });
}
