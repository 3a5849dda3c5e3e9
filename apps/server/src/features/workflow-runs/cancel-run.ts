import { WORKFLOW_RUN_MESSAGES } from '@atelier/contract';
import { and, eq, inArray } from 'drizzle-orm';
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
    if (step.status !== 'running' || !step.jobId) continue;
    const job = await findJob(deps.db, step.jobId);
    if (!job || isTerminal(job.status)) continue;
    const ended = await markEnded(deps.db, job.id, {
      status: 'canceled',
      error: 'Canceled. No credits were charged.',
      errorStatus: 409,
    });
    if (ended) {
      if (job.holdId) await release(deps.db, job.holdId, 'Released: workflow run cancelled');
      continue;
    }
    // It finished first: its charge stands and is the run's.
    const finished = await findJob(deps.db, job.id);
    if (finished?.status === 'succeeded') {
      await deps.db
        .update(workflowRunSteps)
        .set({ creditsMicros: finished.costMicros })
        .where(eq(workflowRunSteps.id, step.id));
    }
  }
  await finishRun(deps, run, 'cancelled', WORKFLOW_RUN_MESSAGES.cancelled);
  await touchRun(deps.db, runId);
}
