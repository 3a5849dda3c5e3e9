import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AppDeps } from '../app-deps';
import { advanceRun } from '../features/workflow-runs/advance-run';
import { fireDueSchedules } from '../features/workflow-runs/fire-schedules';
import { sendAdvance } from '../features/workflow-runs/run-queue';
import { QUEUES } from './queue';

/** Workers per process moving runs on, each taking up to ADVANCE_BATCH messages at a time. */
const ADVANCE_CONCURRENCY = 2;
const ADVANCE_BATCH = 20;

/**
 * Workflow runs (issue 49): workers that move runs on (features/workflow-runs/advance-run.ts),
 * the minute's schedule sweep (pg-boss's cron fires it once across processes), and a minute's sweep that moves on every unfinished run (a message lost with a process, a
 * worker killed between starting a step and recording its job), so no run is left in "running".
 */
export async function registerWorkflowWorkers(deps: AppDeps & { logger: Logger }): Promise<void> {
  const { boss } = deps.queue;
  for (let i = 0; i < ADVANCE_CONCURRENCY; i += 1) {
    await deps.queue.work<{ runId: string }>(
      QUEUES.workflowAdvance,
      { batchSize: ADVANCE_BATCH, pollingIntervalSeconds: 0.5 },
      async (jobs) => {
        // Messages of one run are harmless together (every change is guarded); most are the
        // durable copies of a move already made in the process that ended a step's job.
        const runs = [...new Set(jobs.map((job) => job.data.runId))];
        const results = await Promise.allSettled(
          runs.map((runId) => advanceRun(deps, runId, deps.logger)),
        );
        const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
        if (failed) throw failed.reason;
      },
    );
  }
  await boss.schedule(QUEUES.workflowRecovery, '* * * * *');
  await boss.work(QUEUES.workflowRecovery, async () => {
    await recoverRuns(deps);
  });
  await boss.schedule(QUEUES.workflowSchedules, '* * * * *');
  await boss.work(QUEUES.workflowSchedules, async () => {
    await fireDueSchedules(deps, deps.logger);
  });
  void recoverRuns(deps).catch((error: unknown) =>
    deps.logger.warn({ err: error }, 'workflow run recovery failed'),
  );
}

/**
 * A step marked running whose job was never recorded for two minutes (its worker died while
 * submitting) waits again, with its attempt given back, so its next start uses the same
 * Idempotency-Key and finds the job if one was made; then every unfinished run is moved on.
 */
export async function recoverRuns(deps: AppDeps & { logger: Logger }): Promise<number> {
  await deps.db.execute(sql`
    UPDATE workflow_run_steps SET status = 'waiting', attempts = greatest(attempts - 1, 0)
    WHERE status = 'running' AND job_id IS NULL
      AND started_at < now() - interval '2 minutes'
      AND NOT EXISTS (SELECT 1 FROM workflow_run_steps i
        WHERE i.run_id = workflow_run_steps.run_id AND i.node_id = workflow_run_steps.node_id
          AND i.item >= 0 AND workflow_run_steps.item = -1)`);
  const { rows } = await deps.db.execute<{ id: string }>(sql`
    SELECT id FROM workflow_runs WHERE status IN ('queued', 'running')
    ORDER BY created_at LIMIT 500`);
  for (const row of rows) await sendAdvance(deps.queue, row.id);
  return rows.length;
}
