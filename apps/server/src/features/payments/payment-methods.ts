import type { PaymentGateway, PaymentMethodsResponse } from '@atelier/contract';
import type { Gateways } from '../../lib/payments/gateways';

/**
 * The gateways the payment dialog lists (spec: "one primary active, two disabled"): Razorpay,
 * PayPal, PhonePe as a label only, and the sandbox when it is on.
 */
export function paymentMethods(gateways: Gateways): PaymentMethodsResponse {
  const list: PaymentGateway[] = [
    {
      name: 'razorpay',
      display_name: 'Razorpay',
      enabled: gateways.razorpay !== null,
      note: gateways.razorpay
        ? 'Cards, UPI, net banking, wallets and EMI; charged in INR.'
        : 'Not configured on this site.',
    },
    {
      name: 'paypal',
      display_name: 'PayPal',
      enabled: gateways.paypal !== null,
      note: gateways.paypal
        ? 'PayPal balance or cards; charged in USD.'
        : 'Not configured on this site.',
    },
    { name: 'phonepe', display_name: 'PhonePe', enabled: false, note: 'Coming soon.' },
  ];
  if (gateways.sandbox) {
    list.push({
      name: 'sandbox',
      display_name: 'Sandbox (test mode)',
      enabled: true,
      note: 'TEST MODE: a local checkout that approves or declines; no money moves.',
    });
  }
  const firstEnabled = list.find((gateway) => gateway.enabled)?.name ?? null;
  return {
    gateways: list,
    default_gateway: gateways.razorpay ? 'razorpay' : firstEnabled,
    razorpay_key_id: gateways.razorpay?.keyId ?? null,
  };
}
