import type {
  ApprovalResponse,
  CreditPackagesResponse,
  PaymentMethodsResponse,
  PaymentResult,
  RazorpayOrderResponse,
  UsageResponse,
} from '@atelier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, users } from '../../db/schema';
import { bearer, createUser, tokenFor } from '../../../test/helpers/factories';
import {
  startPayPalDouble,
  startRatesDouble,
  startRazorpayDouble,
} from '../../../test/helpers/payment-gateways';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { anyCode } from '../../../test/helpers/error-code';

type Double<T extends () => Promise<unknown>> = Awaited<ReturnType<T>>;

describe('payments', () => {
  let t: TestApp;
  let razorpay: Double<typeof startRazorpayDouble>;
  let paypal: Double<typeof startPayPalDouble>;

  beforeAll(async () => {
    razorpay = await startRazorpayDouble();
    paypal = await startPayPalDouble();
    t = await createTestApp({ env: { ...razorpay.env, ...paypal.env } });
  });
  afterAll(async () => {
    await t.close();
    await razorpay.stop();
    await paypal.stop();
  });

  async function signedIn(plan?: string) {
    const user = await createUser(t, { plan });
    return { user, headers: bearer(await tokenFor(t, user)) };
  }

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });

  /** A webhook delivered exactly as the gateway would send it. */
  const deliver = (url: string, hook: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url, headers: hook.headers, payload: hook.body });

  async function balance(headers: Record<string, string>) {
    const response = await t.app.inject({ url: '/api/credits/balance', headers });
    return response.json<{ credits: number }>().credits;
  }

  async function planOf(userId: string) {
    const [row] = await t.runtime.db.select().from(users).where(eq(users.id, userId));
    return row;
  }

  describe('catalogue', () => {
    it('lists every gateway with enabled from configuration, razorpay first', async () => {
      const response = await t.app.inject({ url: '/api/subscription/payment-methods' });
      const body = response.json<PaymentMethodsResponse>();
      expect(body.gateways.map((g) => [g.name, g.enabled])).toEqual([
        ['razorpay', true],
        ['paypal', true],
        ['phonepe', false],
        ['sandbox', true],
      ]);
      expect(body.default_gateway).toBe('razorpay');
      expect(body.razorpay_key_id).toBe('rzp_test_key');
    });

    it('offers five credit packs priced in USD and in INR at the fallback 83', async () => {
      const response = await t.app.inject({ url: '/api/credits/packages' });
      const body = response.json<CreditPackagesResponse>();
      expect(body.ordered.map((p) => p.credits)).toEqual([5, 10, 25, 50, 100]);
      expect(body.packages.credits_10).toEqual({
        id: 'credits_10',
        credits: 10,
        amount: 10,
        amount_inr: 830,
        price_usd: 10,
      });
    });

    it("lets Razorpay's checkout.js run on the pages once Razorpay is configured", async () => {
      const page = await t.app.inject({ url: '/checkout' });
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self' https://checkout.razorpay.com");
      expect(policy).toContain('frame-src');
    });

    it('answers 422 for an unknown package', async () => {
      const { headers } = await signedIn();
      const response = await post('/api/credits/purchase-razorpay?package_id=credits_7', headers);
      expect(response.statusCode).toBe(422);
    });
  });

  describe('credit packs through Razorpay', () => {
    async function razorpayOrder(headers: Record<string, string>, pkg = 'credits_10') {
      const response = await post(`/api/credits/purchase-razorpay?package_id=${pkg}`, headers);
      expect(response.statusCode).toBe(200);
      return response.json<RazorpayOrderResponse>();
    }

    it('creates an INR order at the server price and credits once on verify', async () => {
      const { headers } = await signedIn();
      const order = await razorpayOrder(headers);
      expect(order).toMatchObject({ amount: 83_000, currency: 'INR', key_id: 'rzp_test_key' });
      expect(razorpay.orders.get(order.order_id)?.amount).toBe(83_000);

      const paid = razorpay.pay(order.order_id);
      const body = { ...paid, package_id: 'credits_10' };
      const first = await post('/api/credits/razorpay-verify', headers, body);
      expect(first.statusCode).toBe(200);
      expect(first.json<PaymentResult>()).toMatchObject({ credits: 10, credits_added: 10 });
      const again = await post('/api/credits/razorpay-verify', headers, body);
      expect(again.json<PaymentResult>().credits).toBe(10);

      const hook = razorpay.webhook('payment.captured', {
        id: paid.razorpay_payment_id,
        order_id: order.order_id,
        amount: 83_000,
      });
      const delivered = await deliver('/api/webhooks/razorpay', hook);
      expect(delivered.json()).toEqual({ status: 'processed' });
      const replayed = await deliver('/api/webhooks/razorpay', hook);
      expect(replayed.json()).toEqual({ status: 'duplicate' });
      expect(await balance(headers)).toBe(10);
    });

    it('credits once when the webhook arrives before the verify', async () => {
      const { headers } = await signedIn();
      const order = await razorpayOrder(headers, 'credits_5');
      const paid = razorpay.pay(order.order_id);
      const hook = razorpay.webhook('order.paid', {
        id: paid.razorpay_payment_id,
        order_id: order.order_id,
        amount: order.amount,
      });
      await deliver('/api/webhooks/razorpay', hook);
      expect(await balance(headers)).toBe(5);
      await post('/api/credits/razorpay-verify', headers, { ...paid, package_id: 'credits_5' });
      expect(await balance(headers)).toBe(5);
    });

    it('refuses a forged signature, another user, a different package and a wrong amount', async () => {
      const { headers } = await signedIn();
      const order = await razorpayOrder(headers);
      const forged = razorpay.pay(order.order_id, 'not-the-secret');
      const bad = await post('/api/credits/razorpay-verify', headers, {
        ...forged,
        package_id: 'credits_10',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        detail: 'Invalid payment signature.',
        code: anyCode,
      });

      const paid = razorpay.pay(order.order_id);
      const other = await signedIn();
      const stolen = await post('/api/credits/razorpay-verify', other.headers, {
        ...paid,
        package_id: 'credits_10',
      });
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json()).toEqual({
        detail: 'This order belongs to another account.',
        code: anyCode,
      });

      const swapped = await post('/api/credits/razorpay-verify', headers, {
        ...paid,
        package_id: 'credits_100',
      });
      expect(swapped.statusCode).toBe(400);

      const cheap = razorpay.webhook('payment.captured', {
        id: paid.razorpay_payment_id,
        order_id: order.order_id,
        amount: 100,
      });
      const underpaid = await deliver('/api/webhooks/razorpay', cheap);
      expect(underpaid.statusCode).toBe(400);
      expect(underpaid.json()).toEqual({
        detail: 'The payment amount does not match the order.',
        code: anyCode,
      });

      const forgedHook = razorpay.webhook(
        'payment.captured',
        { id: paid.razorpay_payment_id, order_id: order.order_id, amount: order.amount },
        { secret: 'wrong' },
      );
      const refused = await deliver('/api/webhooks/razorpay', forgedHook);
      expect(refused.statusCode).toBe(400);

      expect(await balance(headers)).toBe(0);
      expect(await balance(other.headers)).toBe(0);
    });
  });

  describe('plans through Razorpay', () => {
    it('sells a paid plan for a month, then refuses the same plan and the free one', async () => {
      const { user, headers } = await signedIn();
      const created = await post('/api/subscription/razorpay-order', headers, {
        plan_id: 'pro',
        billing_cycle: 'monthly',
        success_url: 'http://localhost/s',
        cancel_url: 'http://localhost/c',
      });
      const order = created.json<RazorpayOrderResponse>();
      expect(order.amount).toBe(Math.round(3.49 * 83 * 100));
      const paid = razorpay.pay(order.order_id);
      const verified = await post('/api/subscription/razorpay-verify', headers, {
        ...paid,
        plan_id: 'pro',
        billing_cycle: 'monthly',
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json<PaymentResult>()).toMatchObject({
        kind: 'subscription',
        plan_id: 'pro',
        redirect_url: `/subscription/success?gateway=razorpay&order=${verified.json<PaymentResult>().order_id}&amount=${order.amount / 100}&currency=INR`,
      });
      const row = await planOf(user.id);
      expect(row?.subscriptionPlan).toBe('pro');
      const days = ((row?.subscriptionEndsAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(27);
      expect(days).toBeLessThan(32);

      const usage = (
        await t.app.inject({ url: '/api/subscription/usage', headers })
      ).json<UsageResponse>();
      expect(usage.subscription_plan).toBe('pro');
      expect(usage.subscription.billing_cycle).toBe('monthly');

      const same = await post('/api/subscription/razorpay-order', headers, {
        plan_id: 'pro',
        billing_cycle: 'yearly',
      });
      expect(same.json()).toEqual({
        detail: 'You are already on the Pro plan.',
        code: anyCode,
      });
      const free = await post('/api/subscription/sandbox-order', headers, {
        plan_id: 'starter',
        billing_cycle: 'monthly',
      });
      expect(free.statusCode).toBe(400);
    });
  });

  describe('PayPal', () => {
    it('sends the payer to approve, captures on return and credits once', async () => {
      const { headers } = await signedIn();
      const created = await post('/api/credits/purchase-paypal?package_id=credits_25', headers);
      const order = created.json<ApprovalResponse>();
      expect(order.approval_url).toBe(`${paypal.url}/checkoutnow?token=${order.order_id}`);
      expect(paypal.orders.get(order.order_id)?.amount).toEqual({
        currency_code: 'USD',
        value: '25.00',
      });

      const early = await t.app.inject({
        url: `/api/payments/paypal/return?token=${order.order_id}`,
      });
      expect(early.headers.location).toBe('/subscription?payment=failed');

      paypal.approve(order.order_id);
      const back = await t.app.inject({
        url: `/api/payments/paypal/return?token=${order.order_id}`,
      });
      expect(back.statusCode).toBe(302);
      expect(back.headers.location).toMatch(
        /^\/subscription\?payment=success&credits=25&order=[0-9a-f-]{36}&amount=\d+(\.\d+)?&currency=USD$/,
      );
      await t.app.inject({ url: `/api/payments/paypal/return?token=${order.order_id}` });

      const captureId = paypal.orders.get(order.order_id)?.captureId;
      const resource = {
        id: captureId,
        amount: { currency_code: 'USD', value: '25.00' },
        supplementary_data: { related_ids: { order_id: order.order_id } },
      };
      const forged = paypal.webhook('PAYMENT.CAPTURE.COMPLETED', resource, { forged: true });
      const refused = await deliver('/api/webhooks/paypal', forged);
      expect(refused.statusCode).toBe(400);
      const hook = paypal.webhook('PAYMENT.CAPTURE.COMPLETED', resource);
      const delivered = await deliver('/api/webhooks/paypal', hook);
      expect(delivered.json()).toEqual({ status: 'processed' });
      const replayed = await deliver('/api/webhooks/paypal', hook);
      expect(replayed.json()).toEqual({ status: 'duplicate' });
      expect(await balance(headers)).toBe(25);
    });

    it('captures from the approval webhook when the payer never came back', async () => {
      const { headers } = await signedIn();
      const order = (
        await post('/api/credits/purchase-paypal?package_id=credits_5', headers)
      ).json<ApprovalResponse>();
      paypal.approve(order.order_id);
      const hook = paypal.webhook('CHECKOUT.ORDER.APPROVED', {
        id: order.order_id,
        status: 'APPROVED',
      });
      const delivered = await deliver('/api/webhooks/paypal', hook);
      expect(delivered.json()).toEqual({ status: 'processed' });
      expect(await balance(headers)).toBe(5);
    });

    it('sells a yearly plan at ten months and marks a cancelled order', async () => {
      const { user, headers } = await signedIn();
      const order = (
        await post('/api/subscription/paypal-create', headers, {
          plan_id: 'growth',
          billing_cycle: 'yearly',
        })
      ).json<ApprovalResponse>();
      expect(paypal.orders.get(order.order_id)?.amount.value).toBe('114.90');
      const cancelled = await t.app.inject({
        url: `/api/payments/paypal/cancel?token=${order.order_id}`,
      });
      expect(cancelled.headers.location).toBe('/subscription?payment=cancelled');
      const [row] = await t.runtime.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.gatewayOrderId, order.order_id));
      expect(row?.status).toBe('cancelled');
      expect((await planOf(user.id))?.subscriptionPlan).toBe('starter');
    });
  });

  describe('sandbox gateway', () => {
    it('approves once, for its owner only, and declines', async () => {
      const { headers } = await signedIn();
      const order = (
        await post('/api/credits/purchase-sandbox?package_id=credits_50', headers)
      ).json<ApprovalResponse>();
      expect(order.approval_url).toBe(`/checkout/sandbox?order=${order.order_id}`);
      const view = await t.app.inject({
        url: `/api/payments/sandbox/orders/${order.order_id}`,
        headers,
      });
      expect(view.json()).toMatchObject({ amount: 50, currency: 'USD', status: 'created' });

      const other = await signedIn();
      const stolen = await post(
        `/api/payments/sandbox/orders/${order.order_id}/approve`,
        other.headers,
      );
      expect(stolen.statusCode).toBe(400);

      const approvals = await Promise.all(
        Array.from({ length: 5 }, () =>
          post(`/api/payments/sandbox/orders/${order.order_id}/approve`, headers),
        ),
      );
      expect(approvals.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(await balance(headers)).toBe(50);
      const declineAfter = await post(
        `/api/payments/sandbox/orders/${order.order_id}/decline`,
        headers,
      );
      expect(declineAfter.statusCode).toBe(400);

      const second = (
        await post('/api/credits/purchase-sandbox?package_id=credits_5', headers)
      ).json<ApprovalResponse>();
      const declined = await post(
        `/api/payments/sandbox/orders/${second.order_id}/decline`,
        headers,
      );
      expect(declined.json()).toEqual({ success: true });
      const after = await t.app.inject({
        url: `/api/payments/sandbox/orders/${second.order_id}`,
        headers,
      });
      expect(after.json()).toMatchObject({ status: 'failed' });
      expect(await balance(headers)).toBe(50);
    });

    it('cancels a plan but keeps it to the end of the period', async () => {
      const { user, headers } = await signedIn();
      const none = await post('/api/subscription/cancel', headers);
      expect(none.statusCode).toBe(400);
      const order = (
        await post('/api/subscription/sandbox-order', headers, {
          plan_id: 'pro',
          billing_cycle: 'yearly',
        })
      ).json<ApprovalResponse>();
      const paid = await post(`/api/payments/sandbox/orders/${order.order_id}/approve`, headers);
      expect(paid.json<PaymentResult>().billing_cycle).toBe('yearly');
      const cancelled = await post('/api/subscription/cancel', headers);
      expect(cancelled.statusCode).toBe(200);
      const row = await planOf(user.id);
      expect(row?.subscriptionPlan).toBe('pro');
      expect(row?.subscriptionCancelledAt).not.toBeNull();
      const usage = (
        await t.app.inject({ url: '/api/subscription/usage', headers })
      ).json<UsageResponse>();
      expect(usage.subscription).toMatchObject({ cancelled: true, billing_cycle: 'yearly' });
    });
  });

  it('needs a sign-in to buy', async () => {
    const response = await post('/api/credits/purchase-sandbox?package_id=credits_5', {});
    expect(response.statusCode).toBe(401);
  });
});

describe('payments configuration', () => {
  it('hides the sandbox when it is off and refuses gateways that are not configured', async () => {
    const t = await createTestApp({ env: { PAYMENTS_SANDBOX: 'false' } });
    try {
      const methods = (
        await t.app.inject({ url: '/api/subscription/payment-methods' })
      ).json<PaymentMethodsResponse>();
      expect(methods.gateways.map((g) => g.name)).toEqual(['razorpay', 'paypal', 'phonepe']);
      expect(methods.gateways.every((g) => !g.enabled)).toBe(true);
      expect(methods.default_gateway).toBeNull();
      const user = await createUser(t);
      const headers = bearer(await tokenFor(t, user));
      for (const gateway of ['razorpay', 'paypal', 'sandbox']) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/credits/purchase-${gateway}?package_id=credits_5`,
          headers,
        });
        expect(response.statusCode).toBe(400);
      }
    } finally {
      await t.close();
    }
  });

  it('shows rupees at the rate they are charged at when the live rates are unreachable', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const packages = (
        await t.app.inject({ url: '/api/credits/packages' })
      ).json<CreditPackagesResponse>();
      expect(packages.packages.credits_5?.amount_inr).toBe(415);
      const india = await t.app.inject({
        url: '/api/currency',
        headers: { 'x-forwarded-for': '49.36.0.1' },
      });
      expect(india.json()).toMatchObject({ currency: 'INR', rate: 83, source: 'fallback' });
      expect(india.json<{ rates: Record<string, number> }>().rates.INR).toBe(83.12);
    } finally {
      await t.close();
    }
  });

  it('prices in INR at the live rate and answers the visitor currency from the IP', async () => {
    const rates = await startRatesDouble({ USD: 1, INR: 90, EUR: 0.9, GBP: 0.8 });
    const t = await createTestApp({ env: { EXCHANGE_RATES_URL: rates.url, TRUST_PROXY: 'true' } });
    try {
      const packages = (
        await t.app.inject({ url: '/api/credits/packages' })
      ).json<CreditPackagesResponse>();
      expect(packages.packages.credits_5?.amount_inr).toBe(450);
      const india = await t.app.inject({
        url: '/api/currency',
        headers: { 'x-forwarded-for': '49.36.0.1' },
      });
      expect(india.json()).toMatchObject({
        country_code: 'IN',
        currency: 'INR',
        rate: 90,
        source: 'live',
      });
      const local = await t.app.inject({ url: '/api/currency' });
      expect(local.json()).toMatchObject({ country_code: 'US', currency: 'USD', rate: 1 });
      expect(rates.requests).toHaveLength(1);
    } finally {
      await t.close();
      await rates.stop();
    }
  });
});
