import { API_ACCESS_PLANS, type WebhookEvent, type WebhookPayload } from '@atelier/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { QUEUES, type JobQueue } from '../../jobs/queue';
import { inTransaction } from '../queue-in-transaction';

export interface WebhookDeliveryJob {
  deliveryId: string;
}

export interface EventToSend {
  userId: string;
  type: WebhookEvent;
  data: Record<string, unknown>;
  /** credits.low only: the balance before and after the charge, in micros. */
  balance?: { beforeMicros: number; afterMicros: number };
}

/**
 * Events for the user's webhooks, written in the transaction that makes them true (a job's end,
 * a payment), so an event exists exactly when its cause committed: one delivery row per enabled
 * endpoint that takes the event, and the queue job that sends it, in the same commit.
 */
export interface WebhookOutbox {
  /** Returns how many deliveries were written; several events go in one statement. */
  emit(tx: Executor, ...events: EventToSend[]): Promise<number>;
  /** After the commit: this process's delivery workers look at once instead of at their poll. */
  wake(): void;
}

export function createWebhookOutbox(queue: JobQueue): WebhookOutbox {
  return {
    async emit(tx, ...events) {
      if (events.length === 0) return 0;
      const { rows } = await tx.execute<{ id: string }>(sql`
        INSERT INTO webhook_deliveries (endpoint_id, event, payload)
        ${sql.join(events.map(endpointsFor), sql` UNION ALL `)}
        RETURNING id`);
      await sendDeliveryJobs(
        tx,
        queue,
        rows.map((row) => ({ deliveryId: row.id })),
      );
      return rows.length;
    },
    wake: () => queue.wake(QUEUES.webhooks),
  };
}

/** The rows of an event's deliveries: one per enabled endpoint of its user that takes it. */
function endpointsFor(event: EventToSend) {
  const payload: WebhookPayload = {
    type: event.type,
    timestamp: new Date().toISOString(),
    data: event.data,
  };
  // credits.low goes to an endpoint whose threshold this charge crossed, once per crossing.
  const crossed = event.balance
    ? sql`AND credits_low_threshold_micros > ${event.balance.afterMicros}
          AND credits_low_threshold_micros <= ${event.balance.beforeMicros}`
    : sql``;
  // Webhooks come with API access: an owner whose plan ended (or dropped below Growth) is
  // sent nothing, as their keys are refused (issue 48); the endpoints wait for a new plan.
  const plans = sql.join(
    API_ACCESS_PLANS.map((plan) => sql`${plan}`),
    sql`, `,
  );
  return sql`SELECT e.id, ${event.type}, ${JSON.stringify(payload)}::jsonb
    FROM webhook_endpoints e JOIN users u ON u.id = e.user_id
    WHERE e.user_id = ${event.userId} AND e.enabled AND ${event.type} = ANY(e.events) ${crossed}
      AND u.subscription_plan IN (${plans})
      AND (u.subscription_ends_at IS NULL OR u.subscription_ends_at > now())`;
}

/** One attempt's job per delivery, sent in the caller's transaction; `startAfter` for a retry. */
export async function sendDeliveryJobs(
  tx: Executor,
  queue: JobQueue,
  jobs: WebhookDeliveryJob[],
  startAfter?: Date,
): Promise<void> {
  if (jobs.length === 0) return;
  await queue.boss.insert(
    jobs.map((data) => ({
      name: QUEUES.webhooks,
      data,
      // The delivery row counts attempts and schedules retries; a job is one attempt.
      retryLimit: 0,
      ...(startAfter ? { startAfter } : {}),
    })),
    { db: inTransaction(tx) },
  );
}
