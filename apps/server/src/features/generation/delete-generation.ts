import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generationJobs } from '../../db/schema';
import { release } from '../../lib/ledger';
import type { Storage } from '../../lib/storage';
import { isTerminal, markEnded } from './job-store';
import { unindex } from '../search/user-documents';
import { ownJob } from './own-job';

/**
 * Removes a creation and its stored files. One still running is canceled first: its worker stops
 * at its next heartbeat and its hold is released, so deleting never costs credits.
 */
export async function deleteGeneration(
  deps: { db: Database; storage: Storage },
  userId: string,
  jobId: string,
): Promise<void> {
  const job = await ownJob(deps.db, userId, jobId);
  if (!isTerminal(job.status)) {
    await markEnded(deps.db, job.id, {
      status: 'canceled',
      error: 'Canceled. No credits were charged.',
      errorStatus: 409,
    });
    if (job.holdId) await release(deps.db, job.holdId, 'Released: generation canceled');
  }
  for (const output of job.outputs) await deps.storage.remove(output.key);
  await deps.db.transaction(async (tx) => {
    await tx.delete(generationJobs).where(eq(generationJobs.id, job.id));
    await unindex(tx, 'creation', job.id);
  });
}
