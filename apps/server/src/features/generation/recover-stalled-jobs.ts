import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { creditHolds, generationJobs } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { release } from '../../lib/ledger';
import { jobEndAnnouncer, type JobEndDeps } from './announce-job-end';
import { markEnded, requeue } from './job-store';
import { HEARTBEAT_MS } from './run-generation-job';
import { toolOf } from './tools';

/** Six missed heartbeats: the worker is gone (killed, crashed, or its machine lost). */
export const STALL_MS = 6 * HEARTBEAT_MS;
export const MAX_ATTEMPTS = 3;

/**
 * Finds jobs whose worker went silent and gives them another attempt (the provider's work is
 * resumed through `provider_ref`), or, after the last attempt or past the deadline, fails them and
 * releases their hold. Also releases any hold still open on a job that already ended.
 */
export async function recoverStalledJobs(
  deps: JobEndDeps & { db: Database; queue: JobQueue; logger: Logger },
  now = new Date(),
): Promise<{ retried: number; failed: number }> {
  const { db } = deps;
  const silentSince = new Date(now.getTime() - STALL_MS);
  const stalled = await db
    .select({
      id: generationJobs.id,
      tool: generationJobs.tool,
      attempts: generationJobs.attempts,
      deadlineAt: generationJobs.deadlineAt,
      holdId: generationJobs.holdId,
    })
    .from(generationJobs)
    .where(
      or(
        and(eq(generationJobs.status, 'running'), lt(generationJobs.heartbeatAt, silentSince)),
        and(eq(generationJobs.status, 'queued'), lt(generationJobs.deadlineAt, now)),
      ),
    )
    .limit(200);

  let retried = 0;
  let failed = 0;
  for (const job of stalled) {
    const canRetry = job.attempts < MAX_ATTEMPTS && job.deadlineAt > now;
    if (canRetry && (await requeue(db, job.id))) {
      const queue = toolOf(job.tool).queue;
      await deps.queue.boss.send(queue, { jobId: job.id }, { retryLimit: 0 });
      deps.queue.wake(queue);
      retried += 1;
      continue;
    }
    const announcer = jobEndAnnouncer(deps);
    const ended = await markEnded(
      db,
      job.id,
      {
        status: 'failed',
        error: 'The generation was interrupted and could not be finished. No credits were charged.',
        errorStatus: 503,
      },
      announcer.onEnd,
    );
    if (ended && job.holdId)
      await release(db, job.holdId, 'Released: the generation was interrupted');
    if (ended) failed += 1;
    announcer.wakeDeliveries();
  }

  // A worker that died between ending a job and releasing its hold leaves the hold open.
  const orphaned = await db
    .select({ holdId: creditHolds.id })
    .from(creditHolds)
    .innerJoin(generationJobs, eq(generationJobs.holdId, creditHolds.id))
    .where(
      and(eq(creditHolds.status, 'open'), inArray(generationJobs.status, ['failed', 'canceled'])),
    )
    .limit(200);
  for (const { holdId } of orphaned) await release(db, holdId, 'Released: the generation failed');

  if (retried + failed > 0) deps.logger.info({ retried, failed }, 'stalled generations recovered');
  return { retried, failed };
}
