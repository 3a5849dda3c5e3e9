import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { capturePayPalOrder } from './capture-paypal-order';
import { minorUnits } from './catalogue';
import { fulfilOrder } from './fulfil-order';
import { findGatewayOrder } from './orders';
import { alreadyHandled, markHandled, parseJson, type WebhookOutcome } from './webhook-events';

const PayPalEvent = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z.looseObject({}),
});

const Capture = z.object({
  id: z.string(),
  amount: z.object({ currency_code: z.string(), value: z.string() }),
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string() }) }),
});

const ApprovedOrder = z.object({ id: z.string() });

/**
 * `POST /api/webhooks/paypal`: PayPal verifies its own signature for us
 * (verify-webhook-signature, given the transmission headers and the event as delivered), then the
 * event is deduplicated by its id. An approved order is captured (the payer may never have come
 * back); a completed capture fulfils its order.
 */
export async function handlePayPalWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  headers: Record<string, string | undefined>,
): Promise<WebhookOutcome> {
  const paypal = deps.gateways.paypal;
  if (!paypal) throw new AppError('BAD_REQUEST', 'PayPal is not available on this site.');
  const parsed = PayPalEvent.safeParse(parseJson(rawBody));
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'Malformed webhook event.');
  const event = parsed.data;
  if (!(await paypal.isWebhookGenuine(headers, parsed.data))) {
    throw new AppError('BAD_REQUEST', 'Invalid webhook signature.');
  }
  if (await alreadyHandled(deps.db, 'paypal', event.id)) return { status: 'duplicate' };

  let status: WebhookOutcome['status'] = 'ignored';
  if (event.event_type === 'CHECKOUT.ORDER.APPROVED') {
    const approved = ApprovedOrder.safeParse(event.resource);
    if (!approved.success) throw new AppError('BAD_REQUEST', 'Malformed webhook event.');
    const order = await findGatewayOrder(deps.db, 'paypal', approved.data.id);
    if (order.status !== 'paid') await capturePayPalOrder(deps, approved.data.id);
    status = 'processed';
  } else if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
    const capture = Capture.safeParse(event.resource);
    if (!capture.success) throw new AppError('BAD_REQUEST', 'Malformed webhook event.');
    const { id, amount, supplementary_data } = capture.data;
    const order = await findGatewayOrder(
      deps.db,
      'paypal',
      supplementary_data.related_ids.order_id,
    );
    await fulfilOrder(deps, order, {
      gatewayPaymentId: id,
      amountMinor: minorUnits(Number(amount.value)),
      currency: amount.currency_code,
    });
    status = 'processed';
  }
  await markHandled(deps.db, 'paypal', event.id, event.event_type);
  return { status };
}
