import {
  ApprovalResponse,
  CancelSubscriptionResponse,
  CreditPackagesResponse,
  CreditsRazorpayVerifyBody,
  CurrencyResponse,
  OrderParams,
  PackageQuery,
  PaymentMethodsResponse,
  PaymentResult,
  RazorpayOrderResponse,
  SandboxOrder,
  SubscriptionOrderBody,
  SubscriptionRazorpayVerifyBody,
  Redirect,
  TeamHeaders,
} from '@atelier/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { principalOf, requireUser } from '../../lib/auth/authenticate';
import { cancelSubscription } from './cancel-subscription';
import { capturePayPalOrder } from './capture-paypal-order';
import { allPackages, creditPurchase, inrPerUsdOf } from './catalogue';
import { currencyFor } from './currency';
import { findGatewayOrder, closeUnpaidOrder } from './orders';
import { paymentMethods } from './payment-methods';
import { handlePayPalWebhook } from './paypal-webhook';
import { handleRazorpayWebhook } from './razorpay-webhook';
import { approveSandboxOrder, declineSandboxOrder, getSandboxOrder } from './sandbox-orders';
import { startApprovalOrder } from './start-approval-order';
import { startRazorpayOrder } from './start-razorpay-order';
import { subscriptionFor } from './subscription-purchase';
import { cancelTeamPlan } from './cancel-team-plan';
import { teamBuyingFor, teamSubscriptionFor } from './team-purchase';
import { verifyRazorpayPayment } from './verify-razorpay-payment';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];
const Success = z.object({ success: z.literal(true) });
const WebhookAnswer = z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) });

/** What anyone may read: gateways, packages, the visitor's currency. */
export const publicPaymentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/subscription/payment-methods',
    { schema: { tags, response: { 200: PaymentMethodsResponse } } },
    async () => paymentMethods(deps.gateways),
  );

  app.get(
    '/credits/packages',
    { schema: { tags, response: { 200: CreditPackagesResponse } } },
    async () => {
      const { rates, source } = await deps.rates.current();
      const ordered = allPackages(inrPerUsdOf(rates, source));
      return { packages: Object.fromEntries(ordered.map((p) => [p.id, p])), ordered };
    },
  );

  app.get('/currency', { schema: { tags, response: { 200: CurrencyResponse } } }, async (request) =>
    currencyFor(deps.rates, request.ip),
  );
};

/** Buying credit packs and plans, and the sandbox gateway's checkout (signed in). */
export const paymentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser(deps));
  const userIdOf = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user.id;
  // `Atelier-Team` names the team a purchase is for (issue 37); absent, it is the buyer's own.
  const teamOf = (request: FastifyRequest) =>
    teamBuyingFor(
      deps.db,
      userIdOf(request),
      request.headers['atelier-team'] as string | undefined,
    );
  const creditsFor = async (request: FastifyRequest, packageId: PackageQuery['package_id']) => ({
    ...creditPurchase(packageId),
    teamId: await teamOf(request),
  });
  const planFor = async (request: FastifyRequest, body: SubscriptionOrderBody) => {
    const teamId = await teamOf(request);
    return teamId
      ? teamSubscriptionFor(deps.db, teamId, body.plan_id, body.billing_cycle)
      : subscriptionFor(principalOf(request).user, body.plan_id, body.billing_cycle);
  };

  app.post(
    '/credits/purchase-razorpay',
    {
      schema: {
        tags,
        security,
        querystring: PackageQuery,
        headers: TeamHeaders,
        response: { 200: RazorpayOrderResponse },
      },
    },
    async (request) =>
      startRazorpayOrder(
        deps,
        userIdOf(request),
        await creditsFor(request, request.query.package_id),
      ),
  );

  app.post(
    '/credits/razorpay-verify',
    {
      schema: { tags, security, body: CreditsRazorpayVerifyBody, response: { 200: PaymentResult } },
    },
    async (request) =>
      verifyRazorpayPayment(deps, userIdOf(request), {
        ...request.body,
        expects: { packageId: request.body.package_id },
      }),
  );

  for (const gateway of ['paypal', 'sandbox'] as const) {
    app.post(
      `/credits/purchase-${gateway}`,
      {
        schema: {
          tags,
          security,
          querystring: PackageQuery,
          headers: TeamHeaders,
          response: { 200: ApprovalResponse },
        },
      },
      async (request) =>
        startApprovalOrder(
          deps,
          gateway,
          userIdOf(request),
          await creditsFor(request, request.query.package_id),
        ),
    );
  }

  app.post(
    '/subscription/razorpay-order',
    {
      schema: {
        tags,
        security,
        body: SubscriptionOrderBody,
        headers: TeamHeaders,
        response: { 200: RazorpayOrderResponse },
      },
    },
    async (request) =>
      startRazorpayOrder(deps, userIdOf(request), await planFor(request, request.body)),
  );

  app.post(
    '/subscription/razorpay-verify',
    {
      schema: {
        tags,
        security,
        body: SubscriptionRazorpayVerifyBody,
        response: { 200: PaymentResult },
      },
    },
    async (request) =>
      verifyRazorpayPayment(deps, userIdOf(request), {
        ...request.body,
        expects: { planId: request.body.plan_id, billingCycle: request.body.billing_cycle },
      }),
  );

  const approvalOrderRoutes = { 'paypal-create': 'paypal', 'sandbox-order': 'sandbox' } as const;
  for (const [path, gateway] of Object.entries(approvalOrderRoutes)) {
    app.post(
      `/subscription/${path}`,
      {
        schema: {
          tags,
          security,
          body: SubscriptionOrderBody,
          headers: TeamHeaders,
          response: { 200: ApprovalResponse },
        },
      },
      async (request) =>
        startApprovalOrder(deps, gateway, userIdOf(request), await planFor(request, request.body)),
    );
  }

  app.post(
    '/subscription/cancel',
    {
      schema: {
        tags,
        security,
        headers: TeamHeaders,
        response: { 200: CancelSubscriptionResponse },
      },
    },
    async (request) => {
      const teamId = await teamOf(request);
      return teamId
        ? cancelTeamPlan(deps.db, userIdOf(request), teamId)
        : cancelSubscription(deps, userIdOf(request));
    },
  );

  app.get(
    '/payments/sandbox/orders/:order_id',
    { schema: { tags, security, params: OrderParams, response: { 200: SandboxOrder } } },
    async (request) => getSandboxOrder(deps, userIdOf(request), request.params.order_id),
  );

  app.post(
    '/payments/sandbox/orders/:order_id/approve',
    { schema: { tags, security, params: OrderParams, response: { 200: PaymentResult } } },
    async (request) => approveSandboxOrder(deps, userIdOf(request), request.params.order_id),
  );

  app.post(
    '/payments/sandbox/orders/:order_id/decline',
    { schema: { tags, security, params: OrderParams, response: { 200: Success } } },
    async (request) => declineSandboxOrder(deps, userIdOf(request), request.params.order_id),
  );
};

const PayPalReturnQuery = z.object({ token: z.string().min(1).max(100) });

/**
 * PayPal sends the buyer's browser back here, and the answer sends it on to a page of the web
 * app: a step of the checkout, not an operation for API clients, so the API's document leaves it
 * out (a client following the redirect would be judged on the web app's page; ADR 020).
 */
const paypalBrowserReturn = {
  hide: true,
  tags,
  querystring: PayPalReturnQuery,
  response: { 302: Redirect },
};

/**
 * Where gateways call or send the browser back: no sign-in, since each order is bound to its
 * user. Webhook bodies are kept raw, as their signatures cover the exact bytes.
 */
export const gatewayCallbackRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get('/payments/paypal/return', { schema: paypalBrowserReturn }, async (request, reply) => {
    try {
      const result = await capturePayPalOrder(deps, request.query.token);
      return reply.redirect(result.redirect_url);
    } catch (error) {
      request.log.warn({ err: error }, 'PayPal return could not be completed');
      return reply.redirect('/subscription?payment=failed');
    }
  });

  app.get('/payments/paypal/cancel', { schema: paypalBrowserReturn }, async (request, reply) => {
    const order = await findGatewayOrder(deps.db, 'paypal', request.query.token).catch(() => null);
    if (order) await closeUnpaidOrder(deps.db, order.id, 'cancelled');
    return reply.redirect(
      order?.teamId
        ? `/teams?team=${order.teamId}&tab=wallet&payment=cancelled`
        : '/subscription?payment=cancelled',
    );
  });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/webhooks/razorpay',
    { schema: { tags, response: { 200: WebhookAnswer } } },
    async (request) =>
      handleRazorpayWebhook(deps, request.body as Buffer, {
        signature: headerOf(request.headers['x-razorpay-signature']),
        eventId: headerOf(request.headers['x-razorpay-event-id']),
      }),
  );

  app.post(
    '/webhooks/paypal',
    { schema: { tags, response: { 200: WebhookAnswer } } },
    async (request) =>
      handlePayPalWebhook(
        deps,
        request.body as Buffer,
        Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, headerOf(value)]),
        ),
      ),
  );
};

function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
