import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A signing secret as Standard Webhooks writes it: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

/**
 * The `webhook-signature` header of the Standard Webhooks specification: `v1,` and the base64
 * HMAC-SHA256, keyed by the secret's bytes, of `<webhook-id>.<webhook-timestamp>.<body>`.
 */
export function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}
