import { DEVELOPER_MESSAGES } from '@atelier/contract';
import { sql } from 'drizzle-orm';
import http from 'node:http';
import https from 'node:https';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { queueMail } from '../../../jobs/mail';
import type { JobQueue } from '../../../jobs/queue';
import { languageOf } from '../../../lib/language';
import { agentFor } from '../../../lib/media-inputs/fetch-media-url';
import { sendDeliveryJobs } from '../../../lib/webhooks/outbox';
import { signatureOf } from '../../../lib/webhooks/signature';
import { brandOf } from '../../auth/brand';
import { endpointDisabledEmail } from './emails';
import type { DisabledCause } from './emails';

export interface DeliverDeps {
  db: Database;
  queue: JobQueue;
  config: Config;
}

/** An attempt owns its delivery this long; past it, a dead worker's delivery is due again. */
const LEASE_SECONDS = 60;
const FAILING_DAYS_BEFORE_DISABLED = 3;

type Claimed = {
  id: string;
  event: string;
  payload: Record<string, unknown>;
  attempts: number;
  endpoint_id: string;
  url: string;
  secret: string;
  user_id: string;
};

interface Attempt {
  statusCode: number | null;
  error: string | null;
}

/**
 * One attempt at one delivery: claim the row if it is due (a second job for it, or one for a
 * delivery already made, does nothing), POST the signed payload, and record what came back. A
 * 2xx delivers it; a 410 disables the endpoint; anything else (a timeout, a refused connection, a
 * 5xx) schedules the next attempt after WEBHOOK_RETRY_SECONDS, until they run out. An endpoint
 * that has failed for three days is disabled and its owner told by email.
 */
export async function deliverWebhook(deps: DeliverDeps, deliveryId: string): Promise<void> {
  const claimed = await claim(deps.db, deliveryId);
  if (!claimed) return;
  const attempt = await post(deps.config, claimed);
  if (attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300) {
    await deps.db.execute(sql`
      WITH done AS (
        UPDATE webhook_deliveries SET status = 'delivered', delivered_at = now(),
          last_status_code = ${attempt.statusCode}, last_error = NULL, next_attempt_at = NULL,
          lease_until = NULL
        WHERE id = ${claimed.id}
      )
      UPDATE webhook_endpoints SET failing_since = NULL WHERE id = ${claimed.endpoint_id}`);
    return;
  }
  if (attempt.statusCode === 410) {
    await disable(deps, claimed, 'gone', attempt);
    return;
  }
  await scheduleRetry(deps, claimed, attempt);
}

async function claim(db: Database, deliveryId: string): Promise<Claimed | undefined> {
  const { rows } = await db.execute<Claimed>(sql`
    UPDATE webhook_deliveries d
    SET status = 'sending', attempts = d.attempts + 1,
      lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
    FROM webhook_endpoints e
    WHERE d.id = ${deliveryId} AND e.id = d.endpoint_id AND e.enabled
      AND d.next_attempt_at <= now() + interval '1 second'
      AND (d.status = 'pending' OR (d.status = 'sending' AND d.lease_until < now()))
    RETURNING d.id, d.event, d.payload, d.attempts, d.endpoint_id, e.url, e.secret, e.user_id`);
  return rows[0];
}

/** The signed POST; never throws: what happened is the attempt's record. */
function post(config: Config, delivery: Claimed): Promise<Attempt> {
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const url = new URL(delivery.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Attempt>((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: agentFor(url, config.MEDIA_FETCH_ALLOW),
        signal: AbortSignal.timeout(config.WEBHOOK_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': `${config.BRAND_NAME}-Webhooks/1`,
          'webhook-id': delivery.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signatureOf(delivery.secret, delivery.id, timestamp, body),
        },
      },
      (response) => {
        // The answer's body is not read beyond what arrives; only its status matters.
        response.resume();
        resolve({ statusCode: response.statusCode ?? 0, error: null });
      },
    );
    request.on('error', (error) => {
      resolve({ statusCode: null, error: failureKind(error, config.WEBHOOK_TIMEOUT_MS) });
    });
    request.end(body);
  });
}

/**
 * What went wrong, as a kind and never the socket's own words: `connect EHOSTUNREACH 10.0.0.7:22`
 * in the delivery log would tell a user which hosts and ports answer from this server (issue 48).
 */
function failureKind(error: Error & { code?: string }, timeoutMs: number): string {
  if (error.name === 'AbortError' || error.name === 'TimeoutError') {
    return `No answer within ${timeoutMs / 1000} s.`;
  }
  if (/is not allowed/.test(error.message)) return DEVELOPER_MESSAGES.urlNotAllowed;
  const code = error.code ?? '';
  if (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED)/.test(code)) {
    return 'The secure connection to the endpoint failed.';
  }
  if (code === 'ECONNRESET' || code === 'EPIPE' || /socket hang up/.test(error.message)) {
    return 'The endpoint closed the connection without answering.';
  }
  return 'Could not connect to the endpoint.';
}

async function scheduleRetry(deps: DeliverDeps, delivery: Claimed, attempt: Attempt) {
  const schedule = deps.config.WEBHOOK_RETRY_SECONDS;
  // A ping is the test button's: one attempt, its answer shown at once.
  const waitSeconds = delivery.event === 'ping' ? undefined : schedule[delivery.attempts - 1];
  const error = attempt.error ?? `The endpoint answered ${attempt.statusCode}.`;
  const failingTooLong = await deps.db.transaction(async (tx) => {
    if (waitSeconds === undefined) {
      await tx.execute(sql`
        UPDATE webhook_deliveries SET status = 'failed', last_status_code = ${attempt.statusCode},
          last_error = ${error}, next_attempt_at = NULL, lease_until = NULL
        WHERE id = ${delivery.id}`);
    } else {
      const next = new Date(Date.now() + waitSeconds * 1000);
      await tx.execute(sql`
        UPDATE webhook_deliveries SET status = 'pending', last_status_code = ${attempt.statusCode},
          last_error = ${error}, next_attempt_at = ${next.toISOString()}, lease_until = NULL
        WHERE id = ${delivery.id}`);
      await sendDeliveryJobs(tx, deps.queue, [{ deliveryId: delivery.id }], next);
    }
    if (delivery.event === 'ping') return false;
    const { rows } = await tx.execute<{ too_long: boolean }>(sql`
      UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, now())
      WHERE id = ${delivery.endpoint_id}
      RETURNING failing_since < now() - make_interval(days => ${FAILING_DAYS_BEFORE_DISABLED})
        AS too_long`);
    return rows[0]?.too_long ?? false;
  });
  if (failingTooLong) {
    await disable(deps, delivery, 'failing', attempt);
  }
}

/** What the Developers page says about a disabled webhook (its owner's email says it too). */
const DISABLED_REASONS: Record<DisabledCause, string> = {
  gone: 'The endpoint answered 410 Gone.',
  failing: 'Deliveries failed for 3 days.',
};

/** Off until its owner adds it again; its waiting deliveries are given up, saying why. */
async function disable(
  deps: DeliverDeps,
  delivery: Claimed,
  cause: DisabledCause,
  attempt: Attempt,
) {
  const reason = DISABLED_REASONS[cause];
  const owner = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      email: string;
      full_name: string;
      language: string | null;
    }>(sql`
      UPDATE webhook_endpoints e SET enabled = false, disabled_reason = ${reason}
      FROM users u
      WHERE e.id = ${delivery.endpoint_id} AND e.enabled AND u.id = e.user_id
      RETURNING u.email, u.full_name, u.preferences->>'language' AS language`);
    await tx.execute(sql`
      UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL, lease_until = NULL,
        last_status_code = CASE WHEN id = ${delivery.id} THEN ${attempt.statusCode}
          ELSE last_status_code END,
        last_error = CASE WHEN id = ${delivery.id} THEN ${attempt.error ?? reason}
          ELSE ${`Not sent: ${reason} The webhook was disabled.`} END
      WHERE endpoint_id = ${delivery.endpoint_id} AND status IN ('pending', 'sending')
        AND (id = ${delivery.id} OR status = 'pending')`);
    return rows[0];
  });
  if (!owner) return;
  await queueMail(
    { db: deps.db, boss: deps.queue.boss },
    endpointDisabledEmail(brandOf(deps.config), {
      to: owner.email,
      name: owner.full_name,
      url: delivery.url,
      cause,
      language: languageOf({ language: owner.language }),
    }),
  );
}
