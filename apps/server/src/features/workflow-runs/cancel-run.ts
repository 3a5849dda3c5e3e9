import { WORKFLOW_RUN_MESSAGES } from '@atelier/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { workflowRunSteps } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { release } from '../../lib/ledger';
import { findJob, isTerminal, markEnded } from '../generation/job-store';
import { finishRun } from './finish-run';
import { findRun, runEnded, stepsOf, touchRun } from './run-store';

/**
 * POST /api/workflow-runs/{run_id}/cancel: every step still working is cancelled where it runs
 * (its job ends as cancelled, so its worker stops the provider's work at its next heartbeat: a
 * Replicate prediction cancelled, a ComfyUI prompt interrupted) and its hold released, steps not
 * started are cancelled, and what is left of the run's hold goes back. 409 once the run ended.
 */
export async function cancelRun(deps: AppDeps, runId: string): Promise<void> {
  const run = await findRun(deps.db, runId);
  if (!run || runEnded(run.status))
    throw new AppError('CONFLICT', WORKFLOW_RUN_MESSAGES.notRunning);
  const steps = await stepsOf(deps.db, runId);
  await deps.db
    .update(workflowRunSteps)
    .set({ status: 'cancelled', error: WORKFLOW_RUN_MESSAGES.cancelled, finishedAt: new Date() })
    .where(
      and(
        eq(workflowRunSteps.runId, runId),
        inArray(workflowRunSteps.status, ['waiting', 'running']),
      ),
    );
  for (const step of steps) {
    if (step.status === 'running' && step.jobId) await stopStepJob(deps, step.id, step.jobId);
  }
  await finishRun(deps, run, 'cancelled', WORKFLOW_RUN_MESSAGES.cancelled);
  await touchRun(deps.db, runId);
}

/**
 * A cancelled step's job is ended as cancelled and its hold released; a job that finished first
 * keeps its charge, which is then the run's. Also used when a step's job was submitted just as
 * its run was cancelled.
 */
export async function stopStepJob(deps: AppDeps, stepId: string, jobId: string): Promise<void> {
  const job = await findJob(deps.db, jobId);
  if (!job) return;
  const ended = isTerminal(job.status)
    ? undefined
    : await markEnded(deps.db, job.id, {
        status: 'canceled',
        error: 'Canceled. No credits were charged.',
        errorStatus: 409,
      });
  if (ended) {
    if (job.holdId) await release(deps.db, job.holdId, 'Released: workflow run cancelled');
    return;
  }
  const finished = await findJob(deps.db, job.id);
  if (finished?.status !== 'succeeded') return;
  await deps.db
    .update(workflowRunSteps)
    .set({ creditsMicros: finished.costMicros, jobId })
    .where(eq(workflowRunSteps.id, stepId));
  await deps.db.execute(sql`
    UPDATE workflow_runs r SET charged_micros =
      (SELECT coalesce(sum(credits_micros), 0) FROM workflow_run_steps s WHERE s.run_id = r.id)
    WHERE r.id = (SELECT run_id FROM workflow_run_steps WHERE id = ${stepId})`);
}
