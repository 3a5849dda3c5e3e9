import type { JobEvent, JobStatus } from '@atelier/contract';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { generationJobs, type GenerationJobRow, type StoredOutput } from '../../db/schema';
import { jobEventOnCommit } from '../../lib/job-events';
import { indexCreation } from '../search/user-documents';
import { giveBackDailyUse } from '../usage/daily-use';
import { toolOf } from './tools';
import { preparedOnce } from '../../lib/prepared';

/** The row operations of a job's life, each one statement guarded by the status it expects. */

export const TERMINAL: readonly JobStatus[] = ['succeeded', 'failed', 'canceled'];

export function isTerminal(status: string): boolean {
  return (TERMINAL as readonly string[]).includes(status);
}

export async function findJob(db: Database, id: string): Promise<GenerationJobRow | undefined> {
  const [row] = await jobById(db).execute({ id });
  return row;
}

/** Takes a queued job for this worker; undefined when another worker has it or it is done. */
export async function claimJob(db: Database, id: string): Promise<GenerationJobRow | undefined> {
  const [row] = await claimQuery(db).execute({ id });
  return rowOf(row);
}

/** False once the job is no longer running (canceled): its worker then stops. */
export async function heartbeat(db: Database, id: string): Promise<boolean> {
  const rows = await heartbeatQuery(db).execute({ id });
  return rows.length > 0;
}

export async function saveProgress(
  db: Database,
  id: string,
  progress: number,
  message: string | null,
): Promise<void> {
  await progressQuery(db).execute({ id, progress, message });
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
  return db.transaction(async (tx) => {
    const [announced] = await tx
      .update(generationJobs)
      .set({
        ...done,
        status: 'succeeded',
        progress: 100,
        progressMessage: 'Done',
        finishedAt: sql`now()`,
      })
      .where(and(eq(generationJobs.id, id), eq(generationJobs.status, 'running')))
      .returning(ANNOUNCED);
    const finished = rowOf(announced);
    if (finished) await indexCreation(tx, finished);
    if (finished && onEnd) await onEnd(tx, finished);
    return finished;
  });
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
  return db.transaction(async (tx) => {
    const [announced] = await tx
      .update(generationJobs)
      .set({
        status: ending.status,
        error: ending.error,
        errorStatus: ending.errorStatus,
        progressMessage: ending.status === 'canceled' ? 'Canceled' : 'Failed',
        finishedAt: sql`now()`,
      })
      .where(and(eq(generationJobs.id, id), inArray(generationJobs.status, ['queued', 'running'])))
      .returning(ANNOUNCED);
    const ended = rowOf(announced);
    const use = ended && toolOf(ended.tool).dailyUse?.(ended.input);
    if (ended && use) await giveBackDailyUse(tx, ended.userId, use, ended.createdAt);
    if (ended && onEnd) await onEnd(tx, ended);
    return ended;
  });
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

/**
 * A job row as a change returns it, with its job event (eventOf) published as the change commits:
 * whoever hears it reads the row as it is from then on.
 */
const ANNOUNCED = {
  ...getTableColumns(generationJobs),
  event: jobEventOnCommit({
    id: generationJobs.id,
    status: generationJobs.status,
    progress: generationJobs.progress,
    message: generationJobs.progressMessage,
  }),
};

function rowOf(
  announced: (GenerationJobRow & { event: string }) | undefined,
): GenerationJobRow | undefined {
  if (!announced) return undefined;
  const { event: _published, ...row } = announced;
  return row;
}

// The statements a job runs on every call, prepared once (lib/prepared.ts).
const jobById = preparedOnce((db: Database) =>
  db
    .select()
    .from(generationJobs)
    .where(eq(generationJobs.id, sql.placeholder('id')))
    .prepare('generation_job_by_id'),
);

const claimQuery = preparedOnce((db: Database) =>
  db
    .update(generationJobs)
    .set({
      status: 'running',
      attempts: sql`${generationJobs.attempts} + 1`,
      startedAt: sql`coalesce(${generationJobs.startedAt}, now())`,
      heartbeatAt: sql`now()`,
      progressMessage: 'Starting',
    })
    .where(and(eq(generationJobs.id, sql.placeholder('id')), eq(generationJobs.status, 'queued')))
    .returning(ANNOUNCED)
    .prepare('generation_job_claim'),
);

const heartbeatQuery = preparedOnce((db: Database) =>
  db
    .update(generationJobs)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(generationJobs.id, sql.placeholder('id')), eq(generationJobs.status, 'running')))
    .returning({ id: generationJobs.id })
    .prepare('generation_job_heartbeat'),
);

const progressQuery = preparedOnce((db: Database) =>
  db
    .update(generationJobs)
    .set({
      progress: sql`${sql.placeholder('progress')}::integer`,
      progressMessage: sql`${sql.placeholder('message')}::text`,
      heartbeatAt: sql`now()`,
    })
    .where(and(eq(generationJobs.id, sql.placeholder('id')), eq(generationJobs.status, 'running')))
    .returning({ id: generationJobs.id, event: ANNOUNCED.event })
    .prepare('generation_job_progress'),
);
