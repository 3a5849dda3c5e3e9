import type { WorkflowRun, WorkflowRunStep } from '@atelier/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import {
  workflowRuns,
  type StepValue,
  type WorkflowRunRow,
  type WorkflowRunStepRow,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { microsToCredits } from '../../lib/money';
import { WORKFLOW_RUN_MESSAGES } from '@atelier/contract';
import { ownWorkflowRow } from '../workflows/own-workflow';
import { runFileLink } from './step-values';
import { stepsOf } from './run-store';

/** The caller's run; another user's is answered exactly like a missing one. */
export async function ownRun(db: Database, userId: string, runId: string): Promise<WorkflowRunRow> {
  const [row] = await db
    .select()
    .from(workflowRuns)
    .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', WORKFLOW_RUN_MESSAGES.runNotFound);
  return row;
}

/** GET /api/workflow-runs/{run_id}: the run, each node's step with its outputs as links. */
export async function runView(deps: AppDeps, run: WorkflowRunRow): Promise<WorkflowRun> {
  const steps = await stepsOf(deps.db, run.id);
  const link = runFileLink(deps.mediaUrls, deps.config.PUBLIC_URL, run);
  const show = (value: StepValue): string => ('text' in value ? value.text : link(value.key));
  const charged = steps.reduce((sum, step) => sum + step.creditsMicros, 0);
  return {
    ...runSummary(run),
    graph: run.graph,
    credits_charged: microsToCredits(charged),
    steps: run.graph.nodes.map((node): WorkflowRunStep => {
      const own = steps.find((s) => s.nodeId === node.id && s.item === -1);
      const items = steps.filter((s) => s.nodeId === node.id && s.item >= 0);
      const work: WorkflowRunStepRow[] = node.for_each ? items : own ? [own] : [];
      const outputs = Object.fromEntries(
        Object.entries(own?.outputs ?? {}).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.map(show) : show(value),
        ]),
      );
      return {
        node_id: node.id,
        tool: node.tool,
        status: (own?.status ?? 'waiting') as WorkflowRunStep['status'],
        attempts: work.reduce((sum, s) => sum + s.attempts, 0),
        outputs,
        credits: microsToCredits(work.reduce((sum, s) => sum + s.creditsMicros, 0)),
        error: own?.error ?? null,
        job_ids: work.flatMap((s) => s.jobIds),
        items: node.for_each
          ? { total: items.length, done: items.filter((s) => s.status === 'succeeded').length }
          : null,
        started_at: (own?.startedAt ?? null)?.toISOString() ?? null,
        finished_at: (own?.finishedAt ?? null)?.toISOString() ?? null,
      };
    }),
  };
}

/** A run without its steps, as lists show it. */
export function runSummary(run: WorkflowRunRow): Omit<WorkflowRun, 'steps' | 'graph'> {
  return {
    id: run.id,
    workflow_id: run.workflowId,
    status: run.status as WorkflowRun['status'],
    trigger: run.trigger as WorkflowRun['trigger'],
    team_id: run.teamId,
    inputs: run.inputs,
    estimate_credits: microsToCredits(run.estimateMicros),
    credits_charged: microsToCredits(run.chargedMicros),
    workflow_version: run.version,
    error: run.error,
    created_at: run.createdAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
  };
}

/** GET /api/workflows/{id}/runs: the workflow's runs, newest first (the last 100). */
export async function listRuns(db: Database, userId: string, workflowId: string) {
  await ownWorkflowRow(db, userId, workflowId);
  const rows = await db
    .select()
    .from(workflowRuns)
    .where(eq(workflowRuns.workflowId, workflowId))
    .orderBy(desc(workflowRuns.createdAt))
    .limit(100);
  return { runs: rows.map(runSummary) };
}
