import {
  WORKFLOW_GRAPH_LIMITS,
  WORKFLOW_RUN_MESSAGES,
  type WorkflowRunAccepted,
} from '@atelier/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { workflowRunSteps, workflowRuns, workflows, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { release } from '../../lib/ledger';
import { microsToCredits } from '../../lib/money';
import { estimateNodes } from './estimate-run';
import { sendAdvance } from './run-queue';
import { stepsOf } from './run-store';
import { holdEstimate } from './start-run';
import { ownRun } from './run-view';

/**
 * POST /api/workflow-runs/{run_id}/resume: a failed or cancelled run continues from the steps
 * that did not succeed, reusing the outputs of those that did, with a new hold for what is left
 * (402 with the figures when the wallet cannot cover it).
 */
export async function resumeRun(
  deps: AppDeps,
  user: UserRow,
  runId: string,
): Promise<WorkflowRunAccepted> {
  const run = await ownRun(deps.db, user.id, runId);
  if (run.status !== 'failed' && run.status !== 'cancelled') {
    throw new AppError('CONFLICT', WORKFLOW_RUN_MESSAGES.notResumable);
  }
  const steps = await stepsOf(deps.db, runId);
  const own = (id: string) => steps.find((s) => s.nodeId === id && s.item === -1);
  const left = run.graph.nodes.filter((node) => own(node.id)?.status !== 'succeeded');
  const itemsLeft = (nodeId: string) => {
    const items = steps.filter((s) => s.nodeId === nodeId && s.item >= 0);
    return items.length > 0
      ? items.filter((s) => s.status !== 'succeeded').length
      : WORKFLOW_GRAPH_LIMITS.forEachItems;
  };
  const remaining = estimateNodes(deps, { ...run.graph, nodes: left }, run.inputs, (node) =>
    itemsLeft(node.id),
  ).reduce((sum, e) => sum + e.micros, 0);
  const [workflow] = await deps.db.select().from(workflows).where(eq(workflows.id, run.workflowId));
  const hold = await holdEstimate(deps, user, run.id, remaining, workflow?.name ?? 'workflow', {
    teamId: run.teamId,
  });
  const charged = steps.reduce((sum, s) => sum + s.creditsMicros, 0);
  const resumed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(workflowRuns)
      .set({
        status: 'queued',
        holdId: hold?.id ?? null,
        estimateMicros: charged + remaining,
        error: null,
        finishedAt: null,
        revision: sql`${workflowRuns.revision} + 1`,
      })
      .where(and(eq(workflowRuns.id, runId), inArray(workflowRuns.status, ['failed', 'cancelled'])))
      .returning();
    if (!row) return null;
    // Items that did not succeed start again; a node whose items exist waits for them.
    const again = { error: null, attempts: 0, jobId: null, retryAt: null, finishedAt: null };
    await tx
      .update(workflowRunSteps)
      .set({ ...again, status: 'waiting' })
      .where(and(eq(workflowRunSteps.runId, runId), ne(workflowRunSteps.status, 'succeeded')));
    for (const node of run.graph.nodes) {
      if (
        node.for_each &&
        own(node.id)?.status !== 'succeeded' &&
        steps.some((s) => s.nodeId === node.id && s.item >= 0)
      ) {
        await tx
          .update(workflowRunSteps)
          .set({ status: 'running' })
          .where(
            and(
              eq(workflowRunSteps.runId, runId),
              eq(workflowRunSteps.nodeId, node.id),
              eq(workflowRunSteps.item, -1),
            ),
          );
      }
    }
    await sendAdvance(deps.queue, runId, { tx });
    return row;
  });
  if (!resumed) {
    if (hold) await release(deps.db, hold.id, 'Released: the run was resumed already');
    throw new AppError('CONFLICT', WORKFLOW_RUN_MESSAGES.notResumable);
  }
  deps.queue.wake('workflow-advance');
  return {
    run_id: run.id,
    status: 'queued',
    estimate_credits: microsToCredits(resumed.estimateMicros),
    events_url: `/api/workflow-runs/${run.id}/events`,
  };
}
