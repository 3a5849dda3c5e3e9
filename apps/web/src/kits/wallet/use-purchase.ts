import { PAYMENT_MESSAGES } from '@atelier/contract';
import type { PaymentGatewayId, PaymentResult } from '@atelier/contract';
import { useMutation } from '@tanstack/react-query';
import { useSite } from '../../app/site';
import { useAuth } from '../session/auth-context';
import { createOrder } from './api/create-order';
import { verifyRazorpayPayment } from './api/verify-razorpay-payment';
import { paymentMessage } from './payment-return';
import type { Message } from './payment-return';
import type { Purchase } from './purchase';
import { loadRazorpay, payWithRazorpay } from './razorpay';
import { trackPayment } from '../pixels/track-payment';
import { useGoTo } from './use-go-to';

export interface PurchaseRequest {
  purchase: Purchase;
  gateway: PaymentGatewayId;
  /** Bought for this team's wallet or plan rather than the person's own (issue 37). */
  teamId?: string;
}

type Outcome =
  | { status: 'paid'; result: PaymentResult }
  | { status: 'dismissed' }
  | { status: 'approve'; url: string };

/** A step of the flow failed; the message is the spec's alert for that step. */
class PaymentFailure extends Error {
  constructor(readonly key: PaymentMessageKey) {
    super(PAYMENT_MESSAGES[key]);
  }
}

type PaymentMessageKey = keyof typeof PAYMENT_MESSAGES;

async function step<T>(work: Promise<T>, key: PaymentMessageKey): Promise<T> {
  try {
    return await work;
  } catch (error) {
    console.warn(PAYMENT_MESSAGES[key], error);
    throw new PaymentFailure(key);
  }
}

function orderFailedMessage({ purchase, gateway }: PurchaseRequest): PaymentMessageKey {
  if (gateway !== 'paypal') return 'processFailed';
  return purchase.kind === 'subscription' ? 'paypalFailed' : 'initiateFailed';
}

export interface PurchaseCallbacks {
  /** Razorpay payments, verified by the server. PayPal and the sandbox leave the page instead. */
  onPaid: (result: PaymentResult) => void;
  onFailure: (message: Message) => void;
}

/**
 * Spec "Checkout flow": the gateway order is created, then Razorpay's window opens and its payment
 * is verified, or the browser goes to the page where PayPal (or the sandbox) approves it. The
 * mutation is pending while this runs; a dismissal or a failure ends it.
 */
export function usePurchase({ onPaid, onFailure }: PurchaseCallbacks) {
  const { user } = useAuth();
  const { brand_name } = useSite();
  const goTo = useGoTo();

  return useMutation({
    mutationFn: async (request: PurchaseRequest): Promise<Outcome> => {
      const order = await step(
        createOrder(request.purchase, request.gateway, request.teamId),
        orderFailedMessage(request),
      );
      if ('approval_url' in order) return { status: 'approve', url: order.approval_url };
      await step(loadRazorpay(), 'razorpayMissing');
      const payment = await payWithRazorpay(order, {
        brand: brand_name,
        name: user?.full_name,
        email: user?.email,
        onFailed: (description) =>
          onFailure({ id: 'billing.paymentFailedWith', values: { description } }),
      });
      if (!payment) return { status: 'dismissed' };
      const result = await step(verifyRazorpayPayment(request.purchase, payment), 'verifyFailed');
      // Razorpay's orders are in paise.
      trackPayment(result, order.amount / 100, order.currency);
      return { status: 'paid', result };
    },
    onSuccess: (outcome) => {
      if (outcome.status === 'approve') goTo(outcome.url);
      if (outcome.status === 'paid') onPaid(outcome.result);
    },
    onError: (error) =>
      onFailure(paymentMessage(error instanceof PaymentFailure ? error.key : 'processFailed')),
  });
}
