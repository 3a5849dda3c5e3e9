import {
  PLAN_IDS,
  WORKFLOW_RUN_MESSAGES,
  WORKFLOW_SCHEDULE_MIN_MINUTES,
  type WorkflowSchedule,
  type WorkflowScheduleBody,
} from '@atelier/contract';
import cronParser from 'cron-parser';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { workflowSchedules, type UserRow, type WorkflowScheduleRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { planIdOf } from '../usage/plan-catalogue';
import { runnableGraph } from './estimate-run';
import { checkRunInputs } from './run-inputs';

const M = WORKFLOW_RUN_MESSAGES;

/** The spec puts workflow automation from the Growth plan; manual runs are for every plan. */
export function assertAutomationPlan(user: Pick<UserRow, 'subscriptionPlan'>): void {
  const plan = planIdOf(user.subscriptionPlan);
  if (PLAN_IDS.indexOf(plan) < PLAN_IDS.indexOf('growth')) {
    throw new AppError('FORBIDDEN', M.planNeeded);
  }
}

/** The first due time after `after`, by the cron expression in its time zone. */
export function nextDue(cron: string, timezone: string, after: Date): Date {
  return cronParser.parseExpression(cron, { tz: timezone, currentDate: after }).next().toDate();
}

/**
 * A cron expression and time zone that can be kept: five fields, a known zone, and no two due
 * times within the hour (422 saying which). The next 200 due times are compared.
 */
function checkCron(cron: string, timezone: string): void {
  if (cron.split(/\s+/).length !== 5) throw new AppError('UNPROCESSABLE', `cron: ${M.cronInvalid}`);
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
  } catch {
    throw new AppError('UNPROCESSABLE', `timezone: ${M.timezoneInvalid}`);
  }
  let times: Date[];
  try {
    const expression = cronParser.parseExpression(cron, { tz: timezone });
    times = Array.from({ length: 200 }, () => expression.next().toDate());
  } catch {
    throw new AppError('UNPROCESSABLE', `cron: ${M.cronInvalid}`);
  }
  const minimum = WORKFLOW_SCHEDULE_MIN_MINUTES * 60_000;
  for (let i = 1; i < times.length; i += 1) {
    if (times[i].getTime() - times[i - 1].getTime() < minimum) {
      throw new AppError('UNPROCESSABLE', `cron: ${M.cronTooOften}`);
    }
  }
}

/**
 * PUT /api/workflows/{id}/schedule: kept when the plan allows automation (403), the expression
 * and zone are sound (422) and the inputs fit the graph (422); due times start from now.
 */
export async function saveSchedule(
  db: Database,
  user: UserRow,
  workflowId: string,
  body: z.output<typeof WorkflowScheduleBody>,
): Promise<WorkflowSchedule> {
  const saved = await runnableGraph(db, user.id, workflowId);
  assertAutomationPlan(user);
  checkCron(body.cron, body.timezone);
  const inputs = checkRunInputs(saved.graph, body.inputs);
  const values = {
    workflowId,
    userId: user.id,
    cron: body.cron,
    timezone: body.timezone,
    inputs,
    enabled: body.enabled,
    nextDueAt: nextDue(body.cron, body.timezone, new Date()),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(workflowSchedules)
    .values(values)
    .onConflictDoUpdate({ target: workflowSchedules.workflowId, set: values })
    .returning();
  return scheduleView(row);
}

/** GET /api/workflows/{id}/schedule (404 when none). */
export async function readSchedule(
  db: Database,
  userId: string,
  workflowId: string,
): Promise<WorkflowSchedule> {
  const [row] = await db
    .select()
    .from(workflowSchedules)
    .where(eq(workflowSchedules.workflowId, workflowId));
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', M.scheduleNotFound);
  return scheduleView(row);
}

export function scheduleView(row: WorkflowScheduleRow): WorkflowSchedule {
  return {
    cron: row.cron,
    timezone: row.timezone,
    inputs: row.inputs,
    enabled: row.enabled,
    next_run_at: row.enabled ? row.nextDueAt.toISOString() : null,
    last_run_at: row.lastFiredAt?.toISOString() ?? null,
    last_run_id: row.lastRunId,
    last_skipped_at: row.lastSkippedAt?.toISOString() ?? null,
    last_skip_reason: row.lastSkipReason,
    skipped: row.skipped,
  };
}
