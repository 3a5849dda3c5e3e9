import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { GenerationJobRow } from '../../db/schema';
import type { MediaUrls } from '../../lib/media-urls';
import { microsToCredits } from '../../lib/money';
import type { EventToSend, WebhookOutbox } from '../../lib/webhooks/outbox';
import { presentOutputs } from './present-outputs';
import type { JobQueue } from '../../jobs/queue';
import { sendAdvance } from '../workflow-runs/run-queue';

export interface JobEndDeps {
  webhooks: WebhookOutbox;
  queue: JobQueue;
  mediaUrls: MediaUrls;
  config: Config;
}

/** A webhook's links must outlive its retries (the last is a day and a half after the event). */
const WEBHOOK_MEDIA_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * What a job's end sets off, in the transaction that ends it: its workflow run moved on, and the
 * webhook events generation.succeeded or
 * generation.failed (a cancel is the user's own doing and tells no one), and credits.low when the
 * charge took the balance below an endpoint's threshold.
 */
export async function announceJobEnd(
  deps: JobEndDeps,
  tx: Executor,
  row: GenerationJobRow,
  charge?: { beforeMicros: number; afterMicros: number },
): Promise<number> {
  // A workflow step's job moves its run on, whatever its end (issue 49).
  if (row.workflowRunId) await sendAdvance(deps.queue, row.workflowRunId, { tx });
  if (row.status !== 'succeeded' && row.status !== 'failed') return 0;
  const ended: EventToSend = {
    userId: row.userId,
    type: row.status === 'succeeded' ? 'generation.succeeded' : 'generation.failed',
    data: jobData(deps, row),
  };
  if (!charge || charge.afterMicros >= charge.beforeMicros) return deps.webhooks.emit(tx, ended);
  return deps.webhooks.emit(tx, ended, {
    userId: row.userId,
    type: 'credits.low',
    data: {
      balance: microsToCredits(charge.afterMicros),
      charged: microsToCredits(charge.beforeMicros - charge.afterMicros),
      job_id: row.id,
    },
    balance: charge,
  });
}

/**
 * announceJobEnd as the callback of the transaction that ends a job, and after its commit the
 * delivery workers woken only when it wrote deliveries (most users have no endpoint, and a wake
 * costs each worker a fetch).
 */
export function jobEndAnnouncer(
  deps: JobEndDeps,
  charge?: { beforeMicros: number; afterMicros: number },
) {
  let deliveries = 0;
  return {
    onEnd: async (tx: Executor, row: GenerationJobRow) => {
      deliveries = await announceJobEnd(deps, tx, row, charge);
    },
    wakeDeliveries: () => {
      if (deliveries > 0) deps.webhooks.wake();
    },
  };
}

function jobData(deps: JobEndDeps, row: GenerationJobRow): Record<string, unknown> {
  const base = new URL(deps.config.PUBLIC_URL);
  const outputs = presentOutputs(
    row,
    deps.mediaUrls,
    deps.config.BRAND_NAME,
    WEBHOOK_MEDIA_TTL_SECONDS,
  );
  return {
    job_id: row.id,
    tool: row.tool,
    kind: row.kind,
    tier: row.tier,
    status: row.status,
    engine: row.engine,
    model: row.model,
    outputs: outputs.map((output) => ({
      url: new URL(output.url, base).toString(),
      download_url: new URL(output.download_url, base).toString(),
      content_type: output.content_type,
      bytes: output.bytes,
    })),
    credits_used: row.status === 'succeeded' ? microsToCredits(row.costMicros) : 0,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
