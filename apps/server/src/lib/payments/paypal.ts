import { gatewayJson } from './http';

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string | undefined;
  apiUrl: string;
}

export interface PayPalLink {
  href: string;
  rel: string;
}

export interface PayPalOrder {
  id: string;
  status: string;
  links?: PayPalLink[];
}

export interface PayPalAmount {
  currency_code: string;
  value: string;
}

export interface PayPalCapture {
  id: string;
  status: string;
  amount: PayPalAmount;
}

export interface PayPalCapturedOrder {
  id: string;
  status: string;
  purchase_units?: { payments?: { captures?: PayPalCapture[] } }[];
}

/**
 * PayPal's REST API: OAuth client credentials (the token is reused until shortly before it
 * expires), Orders v2 with intent CAPTURE in USD, and webhook signature verification.
 */
export function paypalClient(config: PayPalConfig, clock: () => number = Date.now) {
  const base = config.apiUrl.replace(/\/$/, '');
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > clock()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const body = await gatewayJson<{ access_token: string; expires_in: number }>(
      'paypal',
      `${base}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      },
    );
    token = { value: body.access_token, until: clock() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      'content-type': 'application/json',
    };
    // PayPal answers a repeated request id with the first result instead of acting twice.
    if (requestId) headers['paypal-request-id'] = requestId;
    return gatewayJson<T>('paypal', `${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  return {
    async createOrder(input: {
      amountUsd: string;
      description: string;
      customId: string;
      returnUrl: string;
      cancelUrl: string;
    }): Promise<{ id: string; approvalUrl: string }> {
      const order = await call<PayPalOrder>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.customId,
              custom_id: input.customId,
              description: input.description,
              amount: { currency_code: 'USD', value: input.amountUsd },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
        `create-${input.customId}`,
      );
      const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!approve) throw new Error(`PayPal order ${order.id} came without an approval link`);
      return { id: order.id, approvalUrl: approve.href };
    },

    /** Captures an approved order; capturing again answers the same capture. */
    async captureOrder(orderId: string): Promise<PayPalCapture | null> {
      const order = await call<PayPalCapturedOrder>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        {},
        `capture-${orderId}`,
      );
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
      return capture?.status === 'COMPLETED' ? capture : null;
    },

    /** Asks PayPal whether a webhook delivery is genuine (its headers and the event as sent). */
    async isWebhookGenuine(headers: Record<string, string | undefined>, event: unknown) {
      if (!config.webhookId) return false;
      const result = await call<{ verification_status: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        {
          auth_algo: headers['paypal-auth-algo'],
          cert_url: headers['paypal-cert-url'],
          transmission_id: headers['paypal-transmission-id'],
          transmission_sig: headers['paypal-transmission-sig'],
          transmission_time: headers['paypal-transmission-time'],
          webhook_id: config.webhookId,
          webhook_event: event,
        },
      );
      return result.verification_status === 'SUCCESS';
    },
  };
}

export type PayPalClient = ReturnType<typeof paypalClient>;
