import type { Database } from '../../db/client';
import type { GenerationJobRow } from '../../db/schema';
import type { JobEvents } from '../../lib/job-events';
import { findJob, isTerminal } from './job-store';

/** Notifications make waiting quick; this re-read covers one that never arrived. */
const REREAD_MS = 2000;

/**
 * The job's row once it has finished, or null if `timeoutMs` passes first. Subscribes before the
 * first read, so a job that ends in between is still seen.
 */
export function waitForJob(
  deps: { db: Database; jobEvents: JobEvents },
  jobId: string,
  timeoutMs: number,
): Promise<GenerationJobRow | null> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (row: GenerationJobRow | null) => {
      if (settled) return;
      settled = true;
      unsubscribe();
      clearInterval(reread);
      clearTimeout(timer);
      resolve(row);
    };
    const check = () => {
      findJob(deps.db, jobId).then(
        (row) => {
          if (row && isTerminal(row.status)) finish(row);
        },
        (error: unknown) => {
          if (settled) return;
          settled = true;
          unsubscribe();
          clearInterval(reread);
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    };
    const unsubscribe = deps.jobEvents.subscribe(jobId, (event) => {
      if (isTerminal(event.status)) check();
    });
    const reread = setInterval(check, REREAD_MS);
    const timer = setTimeout(() => finish(null), timeoutMs);
    check();
  });
}
