import type { WebhookEvent } from '@atelier/contract';

/** What each event tells a receiver, under its checkbox. */
export const EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  'generation.succeeded': 'A generation finished and its files are ready.',
  'generation.failed': 'A generation failed.',
  'credits.low': 'A charge took your balance below the threshold you set.',
  'payment.succeeded': 'A payment went through: credits added or a plan started.',
};
