import { z } from 'zod';
import { HTTP_URL_PATTERN } from './common';

/** Issue 34: personal API keys for the user API (and, later, webhooks). */
export const DEVELOPER_MESSAGES = {
  needsGrowthPlan: 'API access is available from the Growth plan.',
  needsSession: 'This action needs a signed-in session.',
  keyNameRequired: 'Key name is required',
  tooManyKeys: 'You can have at most 20 active API keys. Revoke one to create another.',
  keyNotFound: 'API key not found',
  keyInvalid: 'Invalid or revoked API key',
  keyRateLimited: 'Too many requests for this API key. Please wait and try again.',
  userKeysRateLimited: 'Too many requests from your API keys together. Please wait and try again.',
  webhookNotFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  urlNotAllowed: 'URL not allowed',
  httpsRequired: 'Webhook URLs must use https.',
  eventsRequired: 'Choose at least one event',
  tooManyWebhooks: 'You can have at most 10 webhooks. Remove one to add another.',
  webhookDisabled: 'This webhook is disabled. Add it again to receive events.',
  tooManyTestPings: 'Too many test deliveries. Please wait a minute and try again.',
} as const;

/** Test pings a user may send in any 60 seconds, across their webhooks (issue 48). */
export const WEBHOOK_TEST_PINGS_PER_MINUTE = 5;

/** Every personal key starts so (admin keys start `atk_`), which tells it from a session's JWT. */
export const USER_API_KEY_PREFIX = 'atl_';
export const MAX_LIVE_API_KEYS = 20;
/** The plans whose users may hold and use keys (spec part 2, section 6: "API access"). */
export const API_ACCESS_PLANS = ['growth', 'enterprise'] as const;

/** POST /api/developer/keys */
export const CreateApiKeyBody = z.object({
  name: z
    .string({ error: DEVELOPER_MESSAGES.keyNameRequired })
    .trim()
    .min(1, { error: DEVELOPER_MESSAGES.keyNameRequired })
    .max(100, { error: 'Key name must be at most 100 characters' }),
  expires_in_days: z
    .number({ error: 'expires_in_days must be a whole number of days from 1 to 3650' })
    .int({ error: 'expires_in_days must be a whole number of days from 1 to 3650' })
    .min(1, { error: 'expires_in_days must be a whole number of days from 1 to 3650' })
    .max(3650, { error: 'expires_in_days must be a whole number of days from 1 to 3650' })
    .optional(),
});
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBody>;

export const ApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, for telling keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  /** Requests made with the key since midnight UTC. */
  requests_today: z.number().int(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeysResponse = z.object({ keys: z.array(ApiKey) });
export type ApiKeysResponse = z.infer<typeof ApiKeysResponse>;

/** 201 on creation: the whole key, this once; only its hash is kept. */
export const ApiKeyCreated = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

export const ApiKeyIdParams = z.object({ id: z.uuid({ message: DEVELOPER_MESSAGES.keyNotFound }) });

/** Issue 34, part 2: what a webhook can be told. `ping` is only sent by the test button. */
export const WEBHOOK_EVENTS = [
  'generation.succeeded',
  'generation.failed',
  'credits.low',
  'payment.succeeded',
  'workflow_run.succeeded',
  'workflow_run.failed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const MAX_WEBHOOKS = 10;
/** credits.low fires when a charge takes the balance below this, unless the webhook sets its own. */
export const DEFAULT_CREDITS_LOW_THRESHOLD = 1;

/** POST /api/developer/webhooks */
export const CreateWebhookBody = z.object({
  // The server checks the URL itself (400 with its reason: not http(s), not public, no such host),
  // so the pattern of an http(s) URL it can read is the document's alone.
  url: z
    .string({ error: 'url is required' })
    .trim()
    .min(1, { error: 'url is required' })
    .max(2000, { error: 'url must be at most 2000 characters' })
    .meta({ pattern: HTTP_URL_PATTERN }),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `events must be among ${WEBHOOK_EVENTS.join(', ')}` }), {
      error: DEVELOPER_MESSAGES.eventsRequired,
    })
    .min(1, { error: DEVELOPER_MESSAGES.eventsRequired })
    .max(20, { error: 'events must list at most 20 entries' }),
  /** credits.low: the balance (credits) a charge must take the balance below. */
  credits_low_threshold: z
    .number({ error: 'credits_low_threshold must be a number from 0.01 to 100000' })
    .min(0.01, { error: 'credits_low_threshold must be a number from 0.01 to 100000' })
    .max(100_000, { error: 'credits_low_threshold must be a number from 0.01 to 100000' })
    .optional(),
});
export type CreateWebhookBody = z.input<typeof CreateWebhookBody>;

export const Webhook = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  credits_low_threshold: z.number(),
  /** False after a 410 or three days of failures; the reason says which. */
  enabled: z.boolean(),
  disabled_reason: z.string().nullable(),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof Webhook>;

/** 201 on creation: the signing secret (`whsec_` and base64), this once. */
export const WebhookCreated = Webhook.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof WebhookCreated>;

export const WebhooksResponse = z.object({ webhooks: z.array(Webhook) });
export type WebhooksResponse = z.infer<typeof WebhooksResponse>;

export const WebhookDelivery = z.object({
  /** Also the `webhook-id` header, the same on every attempt, for the receiver's deduplication. */
  id: z.string(),
  event: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveriesResponse = z.object({ deliveries: z.array(WebhookDelivery) });
export type WebhookDeliveriesResponse = z.infer<typeof WebhookDeliveriesResponse>;

export const WebhookIdParams = z.object({
  id: z.uuid({ message: DEVELOPER_MESSAGES.webhookNotFound }),
});
export const WebhookDeliveryParams = z.object({
  id: z.uuid({ message: DEVELOPER_MESSAGES.webhookNotFound }),
  delivery_id: z.uuid({ message: DEVELOPER_MESSAGES.deliveryNotFound }),
});

/** The body every delivery POSTs (Standard Webhooks' recommended shape). */
export interface WebhookPayload {
  type: WebhookEvent | 'ping';
  timestamp: string;
  data: Record<string, unknown>;
}
