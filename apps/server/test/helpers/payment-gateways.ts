import { randomBytes } from 'node:crypto';
import { razorpaySignature } from '../../src/lib/payments/razorpay';
import { startJsonServer, type JsonReply, type JsonRequest } from './json-server';

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

function basicAuthOf(request: JsonRequest): [string, string] | null {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  const [user = '', pass = ''] = Buffer.from(header.slice(6), 'base64').toString().split(':');
  return [user, pass];
}

const unauthorized: JsonReply = { status: 401, body: { error: { code: 'BAD_REQUEST_ERROR' } } };

export const RAZORPAY_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_key',
  RAZORPAY_KEY_SECRET: 'rzp-test-secret',
  RAZORPAY_WEBHOOK_SECRET: 'rzp-webhook-secret',
};

/**
 * A local double of Razorpay's Orders API (POST /v1/orders with key id and secret), plus what the
 * real checkout and webhooks would hand back: a signed payment for an order, a signed event.
 */
export async function startRazorpayDouble() {
  const orders = new Map<string, { id: string; amount: number; currency: string }>();
  const server = await startJsonServer((request) => {
    const auth = basicAuthOf(request);
    if (
      !auth ||
      auth[0] !== RAZORPAY_KEYS.RAZORPAY_KEY_ID ||
      auth[1] !== RAZORPAY_KEYS.RAZORPAY_KEY_SECRET
    ) {
      return unauthorized;
    }
    if (request.method === 'POST' && request.url.pathname === '/v1/orders') {
      const body = JSON.parse(request.body) as {
        amount: number;
        currency: string;
        receipt: string;
      };
      const order = { id: id('order'), amount: body.amount, currency: body.currency };
      orders.set(order.id, order);
      return {
        status: 200,
        body: { ...order, entity: 'order', receipt: body.receipt, status: 'created' },
      };
    }
    return { status: 404, body: { error: { code: 'NOT_FOUND' } } };
  });
  return {
    ...server,
    orders,
    env: { ...RAZORPAY_KEYS, RAZORPAY_API_URL: server.url },
    /** What checkout.js gives the page after the payer pays. */
    pay(orderId: string, secret = RAZORPAY_KEYS.RAZORPAY_KEY_SECRET) {
      const paymentId = id('pay');
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: razorpaySignature(secret, `${orderId}|${paymentId}`),
      };
    },
    /** A webhook delivery: the raw body and the headers Razorpay sends with it. */
    webhook(
      event: string,
      payment: { id: string; order_id: string; amount: number; currency?: string },
      options: { eventId?: string; secret?: string } = {},
    ) {
      const body = JSON.stringify({
        entity: 'event',
        event,
        contains: ['payment'],
        payload: {
          payment: {
            entity: { entity: 'payment', currency: 'INR', status: 'captured', ...payment },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-event-id': options.eventId ?? id('evt'),
          'x-razorpay-signature': razorpaySignature(
            options.secret ?? RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET,
            body,
          ),
        },
      };
    },
  };
}

export const PAYPAL_KEYS = {
  PAYPAL_CLIENT_ID: 'paypal-client',
  PAYPAL_CLIENT_SECRET: 'paypal-secret',
  PAYPAL_WEBHOOK_ID: 'WH-test',
};

interface PayPalOrderState {
  id: string;
  amount: { currency_code: string; value: string };
  customId: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  captureId?: string;
}

/**
 * A local double of PayPal's REST API: OAuth client credentials, Orders v2 (create, capture,
 * with PayPal-Request-Id idempotency), and webhook signature verification. `approve` stands in
 * for the payer approving on PayPal's page; a webhook is genuine when its transmission signature
 * is `sign(transmissionId)`.
 */
export async function startPayPalDouble() {
  const orders = new Map<string, PayPalOrderState>();
  const tokens = new Set<string>();
  let tokenRequests = 0;
  const sign = (transmissionId: string) => `sig-${transmissionId}`;

  const captured = (order: PayPalOrderState) => ({
    id: order.id,
    status: 'COMPLETED',
    purchase_units: [
      {
        reference_id: order.customId,
        payments: {
          captures: [{ id: order.captureId, status: 'COMPLETED', amount: order.amount }],
        },
      },
    ],
  });

  const server = await startJsonServer((request) => {
    const path = request.url.pathname;
    if (request.method === 'POST' && path === '/v1/oauth2/token') {
      const auth = basicAuthOf(request);
      if (
        !auth ||
        auth[0] !== PAYPAL_KEYS.PAYPAL_CLIENT_ID ||
        auth[1] !== PAYPAL_KEYS.PAYPAL_CLIENT_SECRET
      ) {
        return { status: 401, body: { error: 'invalid_client' } };
      }
      tokenRequests += 1;
      const token = id('A21');
      tokens.add(token);
      return {
        status: 200,
        body: { access_token: token, token_type: 'Bearer', expires_in: 32400 },
      };
    }
    if (!tokens.has((request.headers.authorization ?? '').replace('Bearer ', ''))) {
      return { status: 401, body: { name: 'AUTHENTICATION_FAILURE' } };
    }
    if (request.method === 'POST' && path === '/v2/checkout/orders') {
      const body = JSON.parse(request.body) as {
        purchase_units: { custom_id: string; amount: { currency_code: string; value: string } }[];
      };
      const unit = body.purchase_units[0];
      if (!unit) return { status: 400, body: { name: 'INVALID_REQUEST' } };
      const order: PayPalOrderState = {
        id: id('PP').toUpperCase(),
        amount: unit.amount,
        customId: unit.custom_id,
        status: 'CREATED',
      };
      orders.set(order.id, order);
      return {
        status: 200,
        body: {
          id: order.id,
          status: 'PAYER_ACTION_REQUIRED',
          links: [
            {
              rel: 'payer-action',
              href: `${server.url}/checkoutnow?token=${order.id}`,
              method: 'GET',
            },
          ],
        },
      };
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (request.method === 'POST' && capture?.[1]) {
      const order = orders.get(decodeURIComponent(capture[1]));
      if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      if (order.status === 'COMPLETED') return { status: 200, body: captured(order) };
      if (order.status !== 'APPROVED') {
        return {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] },
        };
      }
      order.status = 'COMPLETED';
      order.captureId = id('CAP').toUpperCase();
      return { status: 201, body: captured(order) };
    }
    if (request.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const body = JSON.parse(request.body) as {
        transmission_id: string;
        transmission_sig: string;
        webhook_id: string;
      };
      const ok =
        body.webhook_id === PAYPAL_KEYS.PAYPAL_WEBHOOK_ID &&
        body.transmission_sig === sign(body.transmission_id);
      return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
    }
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
  });

  return {
    ...server,
    orders,
    tokenRequests: () => tokenRequests,
    env: { ...PAYPAL_KEYS, PAYPAL_API_URL: server.url },
    approve(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no PayPal order ${orderId}`);
      order.status = 'APPROVED';
    },
    /** A webhook delivery; `forged` signs it wrongly. */
    webhook(
      eventType: string,
      resource: unknown,
      options: { eventId?: string; forged?: boolean } = {},
    ) {
      const transmissionId = id('tx');
      return {
        body: JSON.stringify({ id: options.eventId ?? id('WH'), event_type: eventType, resource }),
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': `${server.url}/cert.pem`,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': options.forged ? 'forged' : sign(transmissionId),
          'paypal-transmission-time': new Date().toISOString(),
        },
      };
    },
  };
}

/** A rates service answering like open.er-api.com; `fail` makes it answer 503. */
export async function startRatesDouble(rates: Record<string, number>) {
  const state = { fail: false };
  const server = await startJsonServer(() =>
    state.fail
      ? { status: 503, body: { result: 'error' } }
      : { status: 200, body: { result: 'success', base_code: 'USD', rates } },
  );
  return { ...server, state };
}
