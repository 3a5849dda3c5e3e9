import { WORKFLOW_RUN_MESSAGES } from '@atelier/contract';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AppDeps } from '../../app-deps';
import { users, workflowSchedules } from '../../db/schema';
import { isAppError } from '../../lib/errors';
import { assertAutomationPlan, nextDue } from './workflow-schedule';
import { startRun } from './start-run';

/**
 * The minute's schedule sweep (pg-boss fires it once across processes): every schedule that is
 * due is claimed by moving its next due time on in one guarded update, so each due time starts
 * one run however many sweeps see it; the run's Idempotency-Key is the due time as well. A due
 * time whose owner's plan no longer allows automation, or whose estimate the wallet cannot cover,
 * starts nothing and is recorded as skipped.
 */
export async function fireDueSchedules(
  deps: AppDeps,
  logger: Pick<Logger, 'error'>,
  now = new Date(),
): Promise<number> {
  const due = await deps.db
    .select()
    .from(workflowSchedules)
    .where(and(eq(workflowSchedules.enabled, true), lte(workflowSchedules.nextDueAt, now)))
    .limit(200);
  let fired = 0;
  for (const schedule of due) {
    const [claimed] = await deps.db
      .update(workflowSchedules)
      .set({
        nextDueAt: nextDue(schedule.cron, schedule.timezone, now),
        lastFiredAt: schedule.nextDueAt,
      })
      .where(
        and(
          eq(workflowSchedules.workflowId, schedule.workflowId),
          eq(workflowSchedules.nextDueAt, schedule.nextDueAt),
        ),
      )
      .returning();
    if (!claimed) continue;
    const [user] = await deps.db.select().from(users).where(eq(users.id, schedule.userId));
    if (!user) continue;
    try {
      assertAutomationPlan(user);
      const run = await startRun(deps, user, {
        workflowId: schedule.workflowId,
        inputs: schedule.inputs,
        trigger: 'schedule',
        idempotencyKey: `schedule:${schedule.workflowId}:${schedule.nextDueAt.toISOString()}`,
      });
      await deps.db
        .update(workflowSchedules)
        .set({ lastRunId: run.run_id })
        .where(eq(workflowSchedules.workflowId, schedule.workflowId));
      fired += 1;
    } catch (error) {
      if (!isAppError(error))
        logger.error(
          { err: error, workflowId: schedule.workflowId },
          'scheduled run failed to start',
        );
      const reason =
        isAppError(error) && error.statusCode === 402
          ? WORKFLOW_RUN_MESSAGES.skippedUnaffordable
          : isAppError(error)
            ? `Skipped: ${error.message}`
            : 'Skipped: the run could not start.';
      await deps.db
        .update(workflowSchedules)
        .set({
          lastSkippedAt: schedule.nextDueAt,
          lastSkipReason: reason,
          skipped: sql`${workflowSchedules.skipped} + 1`,
        })
        .where(eq(workflowSchedules.workflowId, schedule.workflowId));
    }
  }
  return fired;
}
