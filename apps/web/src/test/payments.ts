import { onTestFinished, vi } from 'vitest';

/** What checkout.js hands its success handler. */
export const RAZORPAY_PAYMENT = {
  razorpay_order_id: 'order_rzp_1',
  razorpay_payment_id: 'pay_1',
  razorpay_signature: 'signature_1',
};

export function razorpayOrder() {
  return {
    success: true,
    order_id: 'order_rzp_1',
    amount: 83000,
    currency: 'INR',
    key_id: 'rzp_test_key',
    description: '10 credits',
  };
}

export interface FakeCheckout {
  options: {
    key: string;
    amount: number;
    order_id: string;
    handler: (payment: typeof RAZORPAY_PAYMENT) => void;
    modal: { ondismiss: () => void };
  };
  opened: boolean;
  fail: (description: string) => void;
}

/** Stands in for checkout.js's window.Razorpay; each checkout the app opens is recorded. */
export function stubRazorpay(): FakeCheckout[] {
  const checkouts: FakeCheckout[] = [];
  class FakeRazorpay implements FakeCheckout {
    opened = false;
    private failed: (response: { error: { description: string } }) => void = () => undefined;
    constructor(public options: FakeCheckout['options']) {
      checkouts.push(this);
    }
    on(_event: string, listener: (response: { error: { description: string } }) => void) {
      this.failed = listener;
    }
    open() {
      this.opened = true;
    }
    fail(description: string) {
      this.failed({ error: { description } });
    }
  }
  vi.stubGlobal('Razorpay', FakeRazorpay);
  return checkouts;
}

/** Makes this window look like a popup: an opener to post to, and a close() that is recorded. */
export function stubOpener() {
  const postMessage = vi.fn();
  vi.stubGlobal('opener', { postMessage, closed: false });
  const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
  return { postMessage, close };
}

/** Records every creditsUpdated event's balance. */
export function recordCreditsUpdated(): number[] {
  const seen: number[] = [];
  const listener = (event: Event) =>
    seen.push((event as CustomEvent<{ credits: number }>).detail.credits);
  window.addEventListener('creditsUpdated', listener);
  onTestFinished(() => window.removeEventListener('creditsUpdated', listener));
  return seen;
}
