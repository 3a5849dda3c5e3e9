import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  workflowRunSteps,
  workflowRuns,
  type WorkflowRunRow,
  type WorkflowRunStepRow,
} from '../../db/schema';
import { publishJobEvent } from '../../lib/job-events';

/** The row reads and the change signal a run's operations share. */

export const RUN_ENDED = ['succeeded', 'failed', 'cancelled'] as const;

export function runEnded(status: string): boolean {
  return (RUN_ENDED as readonly string[]).includes(status);
}

export async function findRun(db: Executor, runId: string): Promise<WorkflowRunRow | undefined> {
  const [row] = await db.select().from(workflowRuns).where(eq(workflowRuns.id, runId));
  return row;
}

export function stepsOf(db: Executor, runId: string): Promise<WorkflowRunStepRow[]> {
  return db
    .select()
    .from(workflowRunSteps)
    .where(eq(workflowRunSteps.runId, runId))
    .orderBy(asc(workflowRunSteps.item));
}

/**
 * A run changed: its revision rises (an event stream's Last-Event-ID) and its followers hear of
 * it, in any process (the job event channel, keyed by the run's id).
 */
export async function touchRun(db: Database, runId: string): Promise<void> {
  const [row] = await db
    .update(workflowRuns)
    .set({ revision: sql`${workflowRuns.revision} + 1` })
    .where(eq(workflowRuns.id, runId))
    .returning({ status: workflowRuns.status });
  if (!row) return;
  await publishJobEvent(db, { id: runId, status: 'running', progress: 0, message: row.status });
}
