import type { WebhookEvent } from '@atelier/contract';

/** What each event tells a receiver, under its checkbox (message ids). */
export const EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  'generation.succeeded': 'developer.eventGenerationSucceeded',
  'generation.failed': 'developer.eventGenerationFailed',
  'credits.low': 'developer.eventCreditsLow',
  'payment.succeeded': 'developer.eventPaymentSucceeded',
  'workflow_run.succeeded': 'developer.eventWorkflowRunSucceeded',
  'workflow_run.failed': 'developer.eventWorkflowRunFailed',
};
