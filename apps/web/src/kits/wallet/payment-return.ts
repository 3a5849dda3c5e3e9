import type { PAYMENT_MESSAGES } from '@atelier/contract';
import type { AlertTone } from '../../components/ui/alert';
import type { Translate } from '../../lib/i18n/i18n';

/**
 * A message to show: its catalogue id and values, translated where it is shown (so it follows a
 * change of language), or `text`, the server's own words.
 */
export type Message = { id: string; values?: Record<string, unknown> } | { text: string };

export type Notice = { tone: AlertTone } & Message;

/** The catalogue id of a contract payment text (PAYMENT_MESSAGES.failed is api.payment.failed). */
export function paymentMessage(key: keyof typeof PAYMENT_MESSAGES): Message {
  return { id: `api.payment.${key}` };
}

export function creditsAddedNotice(credits: number): Notice {
  return { tone: 'success', id: 'billing.creditsAdded', values: { credits } };
}

/** Spec part 2, "Subscription and Usage page": payment=success|cancelled|failed on return. */
export function returnNotice(params: URLSearchParams): Notice | null {
  switch (params.get('payment')) {
    case 'success': {
      const credits = Number(params.get('credits'));
      return credits > 0
        ? creditsAddedNotice(credits)
        : { tone: 'success', id: 'billing.paymentSuccessful' };
    }
    case 'cancelled':
      return { tone: 'info', ...paymentMessage('cancelled') };
    case 'failed':
      return { tone: 'error', ...paymentMessage('failed') };
    default:
      return null;
  }
}

/** The message in the active language, or the server's words as they came. */
export function messageText(t: Translate, message: Message): string {
  return 'text' in message ? message.text : t(message.id, message.values);
}
