import { createHmac, timingSafeEqual } from 'node:crypto';
import { gatewayJson } from './http';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  apiUrl: string;
}

export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
}

/** Razorpay's Orders API (https://razorpay.com/docs/api/orders/): amounts in paise. */
export function razorpayClient(config: RazorpayConfig) {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  const base = config.apiUrl.replace(/\/$/, '');

  return {
    keyId: config.keyId,

    createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }) {
      return gatewayJson<RazorpayOrder>('razorpay', `${base}/v1/orders`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: input.amountPaise,
          currency: 'INR',
          receipt: input.receipt,
          notes: input.notes,
        }),
      });
    },

    /** checkout.js hands back `HMAC_SHA256(order_id + "|" + payment_id, key_secret)`. */
    isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean {
      return hmacMatches(config.keySecret, `${orderId}|${paymentId}`, signature);
    },

    /** Webhooks carry `X-Razorpay-Signature: HMAC_SHA256(raw body, webhook secret)`. */
    isWebhookSignatureValid(rawBody: Buffer, signature: string): boolean {
      if (!config.webhookSecret) return false;
      return hmacMatches(config.webhookSecret, rawBody, signature);
    },
  };
}

export type RazorpayClient = ReturnType<typeof razorpayClient>;

export function razorpaySignature(secret: string, payload: string | Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

function hmacMatches(secret: string, payload: string | Buffer, signature: string): boolean {
  const expected = Buffer.from(razorpaySignature(secret, payload), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
