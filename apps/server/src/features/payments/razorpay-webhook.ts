import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { fulfilOrder } from './fulfil-order';
import { closeUnpaidOrder, findGatewayOrder } from './orders';
import { razorpayOf } from './start-razorpay-order';
import { alreadyHandled, markHandled, parseJson, type WebhookOutcome } from './webhook-events';

const Payment = z.object({
  id: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});

const RazorpayEvent = z.object({
  event: z.string(),
  payload: z.object({ payment: z.object({ entity: Payment }).optional() }).loose(),
});

/** Events that mean the money arrived, and the one that means it did not. */
const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

/**
 * `POST /api/webhooks/razorpay`: verified with the webhook secret on the raw body, deduplicated by
 * Razorpay's event id (`X-Razorpay-Event-Id`, or the body's hash when absent).
 */
export async function handleRazorpayWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  headers: { signature?: string; eventId?: string },
): Promise<WebhookOutcome> {
  const razorpay = razorpayOf(deps);
  if (!headers.signature || !razorpay.isWebhookSignatureValid(rawBody, headers.signature)) {
    throw new AppError('BAD_REQUEST', 'Invalid webhook signature.');
  }
  const parsed = RazorpayEvent.safeParse(parseJson(rawBody));
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'Malformed webhook event.');
  const event = parsed.data;
  const eventId = headers.eventId ?? createHash('sha256').update(rawBody).digest('hex');
  if (await alreadyHandled(deps.db, 'razorpay', eventId)) return { status: 'duplicate' };

  const payment = event.payload.payment?.entity;
  let status: WebhookOutcome['status'] = 'ignored';
  if (payment && (PAID_EVENTS.has(event.event) || event.event === 'payment.failed')) {
    const order = await findGatewayOrder(deps.db, 'razorpay', payment.order_id);
    if (event.event === 'payment.failed') {
      await closeUnpaidOrder(deps.db, order.id, 'failed');
    } else {
      await fulfilOrder(deps, order, {
        gatewayPaymentId: payment.id,
        amountMinor: payment.amount,
        currency: payment.currency,
      });
    }
    status = 'processed';
  }
  await markHandled(deps.db, 'razorpay', eventId, event.event);
  return { status };
}
