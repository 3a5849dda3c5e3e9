import type { RazorpayOrderResponse } from '@atelier/contract';
import type { RazorpayPayment } from './api/verify-razorpay-payment';

const CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';

/** The part of checkout.js's API this app uses. */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string };
  handler: (payment: RazorpayPayment) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayCheckout {
  open: () => void;
  on: (
    event: 'payment.failed',
    listener: (response: { error: { description: string } }) => void,
  ) => void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayCheckout;
  }
}

let loading: Promise<void> | null = null;

/** checkout.js is fetched the first time someone pays with Razorpay, not with the app. */
export function loadRazorpay(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      // The next attempt tries again rather than reusing the failure.
      loading = null;
      script.remove();
      reject(new Error('checkout.js did not load'));
    };
    script.src = CHECKOUT_JS;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve() : fail());
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}

export interface RazorpayPayer {
  brand: string;
  name?: string;
  email?: string;
  /** Razorpay keeps its window open after a refused payment, so the person can try again. */
  onFailed: (description: string) => void;
}

/** Opens Razorpay's window; resolves with the payment, or null when the person closes it. */
export function payWithRazorpay(
  order: RazorpayOrderResponse,
  payer: RazorpayPayer,
): Promise<RazorpayPayment | null> {
  const Razorpay = window.Razorpay;
  if (!Razorpay) return Promise.reject(new Error('Razorpay is not loaded'));
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: order.key_id,
      amount: order.amount,
      currency: order.currency,
      order_id: order.order_id,
      name: payer.brand,
      description: order.description,
      prefill: { name: payer.name, email: payer.email },
      handler: resolve,
      modal: { ondismiss: () => resolve(null) },
    });
    checkout.on('payment.failed', (response) => payer.onFailed(response.error.description));
    checkout.open();
  });
}
