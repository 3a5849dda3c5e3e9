import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a webhook delivery's body says (see the Developers page for each event's data). */
export interface WebhookEvent {
  type: 'generation.succeeded' | 'generation.failed' | 'credits.low' | 'payment.succeeded' | 'ping';
  timestamp: string;
  data: Record<string, unknown>;
}

export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/**
 * Checks a delivery as the Standard Webhooks specification says and returns its event: the
 * `webhook-signature` header must hold a `v1,` HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.
 * <raw body>` keyed by the secret (`whsec_` and base64), and the timestamp must be within
 * `toleranceSeconds` (5 minutes) of now, so an old delivery cannot be replayed. Pass the body
 * exactly as received, before any JSON parsing.
 */
export function verifyWebhook(
  secret: string,
  rawBody: string | Uint8Array,
  headers: HeaderSource,
  options: { toleranceSeconds?: number; now?: Date } = {},
): WebhookEvent {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) {
    throw new WebhookVerificationError(
      'Missing webhook-id, webhook-timestamp or webhook-signature',
    );
  }
  const seconds = Number(timestamp);
  const now = (options.now ?? new Date()).getTime() / 1000;
  if (!Number.isInteger(seconds) || Math.abs(now - seconds) > (options.toleranceSeconds ?? 300)) {
    throw new WebhookVerificationError('The webhook timestamp is too old or too new');
  }
  const body = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody).toString('utf8');
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  const matches = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookVerificationError('No matching webhook signature');
  return JSON.parse(body) as WebhookEvent;
}

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
