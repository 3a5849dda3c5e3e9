import { z } from 'zod';

/** Issue 34: personal API keys for the user API (and, later, webhooks). */
export const DEVELOPER_MESSAGES = {
  needsGrowthPlan: 'API access is available from the Growth plan.',
  needsSession: 'This action needs a signed-in session.',
  keyNameRequired: 'Key name is required',
  tooManyKeys: 'You can have at most 20 active API keys. Revoke one to create another.',
  keyNotFound: 'API key not found',
  keyInvalid: 'Invalid or revoked API key',
  keyRateLimited: 'Too many requests for this API key. Please wait and try again.',
} as const;

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
