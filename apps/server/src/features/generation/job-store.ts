import type { JobEvent, JobStatus } from '@atelier/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { generationJobs, type GenerationJobRow, type StoredOutput } from '../../db/schema';
import { publishJobEvent } from '../../lib/job-events';
import { indexCreation } from '../search/user-documents';
import { giveBackDailyUse } from '../usage/daily-use';
import { toolOf } from './tools';

/** The row operations of a job's life, each one statement guarded by the status it expects. */

export const TERMINAL: readonly JobStatus[] = ['succeeded', 'failed', 'canceled'];

export function isTerminal(status: string): boolean {
  return (TERMINAL as readonly string[]).includes(status);
}

export async function findJob(db: Database, id: string): Promise<GenerationJobRow | undefined> {
  const [row] = await db.select().from(generationJobs).where(eq(generationJobs.id, id));
  return row;
}

/** Takes a queued job for this worker; undefined when another worker has it or it is done. */
export async function claimJob(db: Database, id: string): Promise<GenerationJobRow | undefined> {
  const [row] = await db
    .update(generationJobs)
    .set({
      status: 'running',
      attempts: sql`${generationJobs.attempts} + 1`,
      startedAt: sql`coalesce(${generationJobs.startedAt}, now())`,
      heartbeatAt: sql`now()`,
      progressMessage: 'Starting',
    })
    .where(and(eq(generationJobs.id, id), eq(generationJobs.status, 'queued')))
    .returning();
  if (row) await announce(db, row);
  return row;
}

/** False once the job is no longer running (canceled): its worker then stops. */
export async function heartbeat(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(generationJobs)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(generationJobs.id, id), eq(generationJobs.status, 'running')))
    .returning({ id: generationJobs.id });
  return rows.length > 0;
}

export async function saveProgress(
  db: Database,
  id: string,
  progress: number,
  message: string | null,
): Promise<void> {
  const [row] = await db
    .update(generationJobs)
    .set({ progress, progressMessage: message, heartbeatAt: sql`now()` })
    .where(and(eq(generationJobs.id, id), eq(generationJobs.status, 'running')))
    .returning();
  if (row) await announce(db, row);
}

export async function saveProviderRef(db: Database, id: string, ref: string): Promise<void> {
  await db.update(generationJobs).set({ providerRef: ref }).where(eq(generationJobs.id, id));
}

/** What else commits with a job's end (its webhook events), given the ended row. */
export type OnJobEnd = (tx: Executor, row: GenerationJobRow) => Promise<void>;

/** The files are stored and the credits settled: the job is done, and found by its owner's search. */
export async function markSucceeded(
  db: Database,
  id: string,
  done: {
    engine: string;
    model: string;
    outputs: StoredOutput[];
    result: Record<string, unknown>;
  },
  onEnd?: OnJobEnd,
): Promise<GenerationJobRow | undefined> {
  const row = await db.transaction(async (tx) => {
    const [finished] = await tx
      .update(generationJobs)
      .set({
        ...done,
        status: 'succeeded',
        progress: 100,
        progressMessage: 'Done',
        finishedAt: sql`now()`,
      })
      .where(and(eq(generationJobs.id, id), eq(generationJobs.status, 'running')))
      .returning();
    if (finished) await indexCreation(tx, finished);
    if (finished && onEnd) await onEnd(tx, finished);
    return finished;
  });
  if (row) await announce(db, row);
  return row;
}

/**
 * Failed or canceled, from any unfinished state; the caller releases the hold. The daily plan use
 * the job spent is given back in the same transaction, so it is given back exactly once.
 */
export async function markEnded(
  db: Database,
  id: string,
  ending: { status: 'failed' | 'canceled'; error: string; errorStatus: number },
  onEnd?: OnJobEnd,
): Promise<GenerationJobRow | undefined> {
  const row = await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(generationJobs)
      .set({
        status: ending.status,
        error: ending.error,
        errorStatus: ending.errorStatus,
        progressMessage: ending.status === 'canceled' ? 'Canceled' : 'Failed',
        finishedAt: sql`now()`,
      })
      .where(and(eq(generationJobs.id, id), inArray(generationJobs.status, ['queued', 'running'])))
      .returning();
    const use = ended && toolOf(ended.tool).dailyUse?.(ended.input);
    if (ended && use) await giveBackDailyUse(tx, ended.userId, use, ended.createdAt);
    if (ended && onEnd) await onEnd(tx, ended);
    return ended;
  });
  if (row) await announce(db, row);
  return row;
}

/** A running job whose worker went silent goes back to the queue for another attempt. */
export async function requeue(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(generationJobs)
    .set({ status: 'queued', progressMessage: 'Retrying after an interruption' })
    .where(and(eq(generationJobs.id, id), eq(generationJobs.status, 'running')))
    .returning({ id: generationJobs.id });
  return rows.length > 0;
}

export function eventOf(row: GenerationJobRow): JobEvent {
  return {
    id: row.id,
    status: row.status as JobStatus,
    progress: row.progress,
    message: row.progressMessage,
  };
}

function announce(db: Database, row: GenerationJobRow) {
  return publishJobEvent(db, eventOf(row));
}
