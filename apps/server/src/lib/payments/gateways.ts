import type { Config } from '../../config';
import { paypalClient, type PayPalClient } from './paypal';
import { razorpayClient, type RazorpayClient } from './razorpay';

/** The gateways this deployment can take money through; a gateway is null when not configured. */
export interface Gateways {
  razorpay: RazorpayClient | null;
  paypal: PayPalClient | null;
  /** The local TEST MODE gateway (PAYMENTS_SANDBOX). */
  sandbox: boolean;
}

export function createGateways(config: Config): Gateways {
  return {
    razorpay:
      config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET
        ? razorpayClient({
            keyId: config.RAZORPAY_KEY_ID,
            keySecret: config.RAZORPAY_KEY_SECRET,
            webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: config.RAZORPAY_API_URL,
          })
        : null,
    paypal:
      config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET
        ? paypalClient({
            clientId: config.PAYPAL_CLIENT_ID,
            clientSecret: config.PAYPAL_CLIENT_SECRET,
            webhookId: config.PAYPAL_WEBHOOK_ID,
            apiUrl: config.PAYPAL_API_URL,
          })
        : null,
    sandbox: config.paymentsSandbox,
  };
}
