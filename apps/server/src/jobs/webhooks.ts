import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { deliverWebhook, type DeliverDeps } from '../features/developer/webhooks/deliver-webhook';
import { sendDeliveryJobs, type WebhookDeliveryJob } from '../lib/webhooks/outbox';
import { QUEUES } from './queue';

/**
 * Webhook deliveries (issue 34): WEBHOOK_CONCURRENCY workers per process, each sending one at a
 * time, and a minute's sweep that sends a new job for any delivery overdue by a minute (its job
 * lost with a process, or its worker dead mid-attempt), so none is left behind.
 */
export async function registerWebhookWorkers(deps: DeliverDeps & { logger: Logger }) {
  const { boss } = deps.queue;
  for (let i = 0; i < deps.config.WEBHOOK_CONCURRENCY; i += 1) {
    await deps.queue.work<WebhookDeliveryJob>(
      QUEUES.webhooks,
      { batchSize: 1, pollingIntervalSeconds: 0.5 },
      async ([job]) => {
        if (job) await deliverWebhook(deps, job.data.deliveryId);
      },
    );
  }
  await boss.schedule(QUEUES.webhookSweep, '* * * * *');
  await boss.work(QUEUES.webhookSweep, async () => {
    await resendOverdue(deps);
  });
}

async function resendOverdue(deps: DeliverDeps & { logger: Logger }) {
  const { rows } = await deps.db.execute<{ id: string }>(sql`
    SELECT id FROM webhook_deliveries
    WHERE (status = 'pending' AND next_attempt_at < now() - interval '1 minute')
       OR (status = 'sending' AND lease_until < now() - interval '1 minute')
    ORDER BY next_attempt_at LIMIT 1000`);
  if (rows.length === 0) return;
  deps.logger.info({ deliveries: rows.length }, 'webhook deliveries overdue; sending them again');
  await sendDeliveryJobs(
    deps.db,
    deps.queue,
    rows.map((row) => ({ deliveryId: row.id })),
  );
  deps.queue.wake(QUEUES.webhooks);
}
