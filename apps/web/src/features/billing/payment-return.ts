import { PAYMENT_MESSAGES } from '@atelier/contract';
import type { AlertTone } from '../../components/ui/alert';

export interface Notice {
  tone: AlertTone;
  text: string;
}

export function creditsAddedNotice(credits: number): Notice {
  return {
    tone: 'success',
    text: `Payment successful! ${credits} credits have been added to your account.`,
  };
}

/** Spec part 2, "Subscription and Usage page": payment=success|cancelled|failed on return. */
export function returnNotice(params: URLSearchParams): Notice | null {
  switch (params.get('payment')) {
    case 'success': {
      const credits = Number(params.get('credits'));
      return credits > 0
        ? creditsAddedNotice(credits)
        : { tone: 'success', text: 'Payment successful!' };
    }
    case 'cancelled':
      return { tone: 'info', text: PAYMENT_MESSAGES.cancelled };
    case 'failed':
      return { tone: 'error', text: PAYMENT_MESSAGES.failed };
    default:
      return null;
  }
}
