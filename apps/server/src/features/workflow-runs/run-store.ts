import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  workflowRunSteps,
  workflowRuns,
  type WorkflowRunRow,
  type WorkflowRunStepRow,
} from '../../db/schema';
import { jobEventOnCommit } from '../../lib/job-events';
import { preparedOnce } from '../../lib/prepared';

/** The row reads and the change signal a run's operations share. */

export const RUN_ENDED = ['succeeded', 'failed', 'cancelled'] as const;

export function runEnded(status: string): boolean {
  return (RUN_ENDED as readonly string[]).includes(status);
}

const runById = preparedOnce((db: Executor) =>
  db
    .select()
    .from(workflowRuns)
    .where(eq(workflowRuns.id, sql.placeholder('id')))
    .prepare('workflow_run_by_id'),
);

const stepsByRun = preparedOnce((db: Executor) =>
  db
    .select()
    .from(workflowRunSteps)
    .where(eq(workflowRunSteps.runId, sql.placeholder('runId')))
    .orderBy(asc(workflowRunSteps.item))
    .prepare('workflow_run_steps_by_run'),
);

export async function findRun(db: Executor, runId: string): Promise<WorkflowRunRow | undefined> {
  const [row] = await runById(db).execute({ id: runId });
  return row;
}

export function stepsOf(db: Executor, runId: string): Promise<WorkflowRunStepRow[]> {
  return stepsByRun(db).execute({ runId });
}

/**
 * A run changed: its revision rises (an event stream's Last-Event-ID) and its followers hear of
 * it, in any process (the job event channel, keyed by the run's id).
 */
export async function touchRun(db: Database, runId: string): Promise<void> {
  await touchRunQuery(db).execute({ id: runId });
}

const touchRunQuery = preparedOnce((db: Database) =>
  db
    .update(workflowRuns)
    .set({ revision: sql`${workflowRuns.revision} + 1` })
    .where(eq(workflowRuns.id, sql.placeholder('id')))
    .returning({
      event: jobEventOnCommit({
        id: workflowRuns.id,
        status: sql`'running'`,
        progress: sql`0`,
        message: workflowRuns.status,
      }),
    })
    .prepare('workflow_run_touch'),
);
