import type { Executor } from '../../db/client';
import { QUEUES, type JobQueue } from '../../jobs/queue';
import { inTransaction } from '../../lib/queue-in-transaction';

/**
 * Asks a worker to move a run on (advance-run.ts): after it starts, whenever one of its steps'
 * jobs ends (in the transaction that ends it), and when a step waits to try again. Moving a run
 * on twice is harmless, so a duplicate message only costs a read.
 */
export async function sendAdvance(
  queue: JobQueue,
  runId: string,
  options: { tx?: Executor; startAfterSeconds?: number } = {},
): Promise<void> {
  await queue.boss.send(
    QUEUES.workflowAdvance,
    { runId },
    {
      retryLimit: 3,
      retryDelay: 2,
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.tx ? { db: inTransaction(options.tx) } : {}),
    },
  );
  if (!options.tx && !options.startAfterSeconds) queue.wake(QUEUES.workflowAdvance);
}
