import { microsToCredits } from '../../lib/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { workflowRunSteps, workflowRuns, type WorkflowRunRow } from '../../db/schema';
import { release } from '../../lib/ledger';

/**
 * Ends a run: what is left of its hold goes back, then the run reads as ended with what its steps
 * charged, and (in the same transaction) its webhook event is written: workflow_run.succeeded or
 * workflow_run.failed. A cancel tells no one, as a cancelled generation does not. Ending twice
 * changes nothing: the hold's release is harmless to repeat and the update is guarded.
 */
export async function finishRun(
  deps: AppDeps,
  run: WorkflowRunRow,
  status: 'succeeded' | 'failed' | 'cancelled',
  error: string | null,
): Promise<void> {
  if (run.holdId) {
    const reason =
      status === 'succeeded'
        ? 'Released: the run used less than its estimate'
        : `Released: the run ${status === 'failed' ? 'failed' : 'was cancelled'}`;
    await release(deps.db, run.holdId, reason);
  }
  const deliveries = await deps.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(workflowRuns)
      .set({
        status,
        error,
        finishedAt: sql`now()`,
        chargedMicros: sql`(SELECT coalesce(sum(credits_micros), 0) FROM ${workflowRunSteps} WHERE run_id = ${run.id})`,
      })
      .where(and(eq(workflowRuns.id, run.id), inArray(workflowRuns.status, ['queued', 'running'])))
      .returning();
    if (!ended || status === 'cancelled') return 0;
    return deps.webhooks.emit(tx, {
      userId: ended.userId,
      type: status === 'succeeded' ? 'workflow_run.succeeded' : 'workflow_run.failed',
      data: {
        run_id: ended.id,
        workflow_id: ended.workflowId,
        status,
        trigger: ended.trigger,
        estimate_credits: microsToCredits(ended.estimateMicros),
        credits_charged: microsToCredits(ended.chargedMicros),
        error,
        created_at: ended.createdAt.toISOString(),
        finished_at: ended.finishedAt?.toISOString() ?? null,
      },
    });
  });
  if (deliveries > 0) deps.webhooks.wake();
}
