import { createHash, randomUUID } from 'node:crypto';
import { WORKFLOW_PARALLEL_STEPS, type WorkflowRunAccepted } from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import {
  workflows,
  workflowRunSteps,
  workflowRuns,
  type UserRow,
  type WorkflowRunRow,
} from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { keyUsedForAnotherRequest } from '../../lib/idempotency';
import { release, reserve, type Hold } from '../../lib/ledger';
import { microsToCredits } from '../../lib/money';
import { reserveFromTeam } from '../../lib/team-wallet';
import { membershipOf } from '../teams/team-access';
import { asPlanHolderIn } from '../teams/team-plan';
import { planIdOf } from '../usage/plan-catalogue';
import { estimateNodes, runnableGraph } from './estimate-run';
import { checkRunInputs } from './run-inputs';
import { sendAdvance } from './run-queue';

/** A run's hold lasts this long; a run still going then pays its steps from the wallet. */
export const RUN_HOLD_SECONDS = 2 * 24 * 3600;

export interface StartRunRequest {
  workflowId: string;
  inputs: Record<string, string | number>;
  trigger: 'manual' | 'schedule' | 'inbound';
  idempotencyKey?: string;
  teamId?: string;
}

/**
 * POST /api/workflows/{id}/runs: the inputs checked, the estimate held at once (402 with the
 * figures before anything runs, so no run stops halfway for money), the run and its steps
 * written and a worker asked to start it. The same Idempotency-Key and inputs answer the first
 * run again and hold nothing more.
 */
export async function startRun(
  deps: AppDeps,
  user: UserRow,
  request: StartRunRequest,
): Promise<WorkflowRunAccepted> {
  const key = request.idempotencyKey;
  const requestHash = createHash('sha256')
    .update(JSON.stringify([request.workflowId, request.inputs, request.teamId ?? null]))
    .digest('hex');
  if (key) {
    const existing = await byKey(deps, user.id, key);
    if (existing) return accepted(existing, requestHash);
  }
  if (request.teamId) await membershipOf(deps.db, request.teamId, user.id);
  const saved = await runnableGraph(deps.db, user.id, request.workflowId);
  const [workflow] = await deps.db
    .select()
    .from(workflows)
    .where(eq(workflows.id, request.workflowId));
  if (!workflow) throw new Error('the workflow vanished');
  const inputs = checkRunInputs(saved.graph, request.inputs);
  const estimate = estimateNodes(deps, saved.graph, inputs).reduce((sum, e) => sum + e.micros, 0);
  const payer = await asPlanHolderIn(deps.db, user, request.teamId);
  const runId = randomUUID();

  const hold = await holdEstimate(deps, user, runId, estimate, workflow.name, {
    teamId: request.teamId,
    idempotencyKey: key ? `run-hold:${user.id}:${key}` : undefined,
  });
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(workflowRuns).values({
        id: runId,
        workflowId: workflow.id,
        userId: user.id,
        teamId: request.teamId ?? null,
        trigger: request.trigger,
        inputs,
        graph: saved.graph,
        version: saved.version,
        estimateMicros: estimate,
        holdId: hold?.id ?? null,
        parallel: WORKFLOW_PARALLEL_STEPS[planIdOf(payer.subscriptionPlan)],
        idempotencyKey: key ?? null,
        requestHash,
      });
      await tx
        .insert(workflowRunSteps)
        .values(saved.graph.nodes.map((node) => ({ runId, nodeId: node.id, tool: node.tool })));
      await sendAdvance(deps.queue, runId, { tx });
    });
  } catch (error) {
    // The same key raced us: both asked for one hold (its key), which the first run keeps.
    if (key && isUniqueViolation(error)) {
      const existing = await byKey(deps, user.id, key);
      if (existing) return accepted(existing, requestHash);
    }
    if (hold) await release(deps.db, hold.id, 'Released: the run could not be recorded');
    throw error;
  }
  deps.queue.wake('workflow-advance');
  return {
    run_id: runId,
    status: 'queued',
    estimate_credits: microsToCredits(estimate),
    events_url: `/api/workflow-runs/${runId}/events`,
  };
}

/** The estimate set aside, from the team's wallet within the member's caps in a team. */
export function holdEstimate(
  deps: AppDeps,
  user: UserRow,
  runId: string,
  micros: number,
  name: string,
  request: { teamId?: string | null; idempotencyKey?: string },
): Promise<Hold | null> {
  if (micros <= 0) return Promise.resolve(null);
  const input = {
    userId: user.id,
    amountMicros: micros,
    reference: `workflow-run:${runId}`,
    displayType: 'other' as const,
    description: `Workflow run: ${name}`,
    holdSeconds: RUN_HOLD_SECONDS,
    idempotencyKey: request.idempotencyKey,
  };
  return request.teamId
    ? reserveFromTeam(deps.db, request.teamId, input)
    : reserve(deps.db, input, deps.metrics?.ledger);
}

async function byKey(deps: AppDeps, userId: string, key: string) {
  const [row] = await deps.db
    .select()
    .from(workflowRuns)
    .where(and(eq(workflowRuns.userId, userId), eq(workflowRuns.idempotencyKey, key)));
  return row;
}

function accepted(run: WorkflowRunRow, requestHash: string): WorkflowRunAccepted {
  if (run.requestHash !== requestHash) throw keyUsedForAnotherRequest();
  return {
    run_id: run.id,
    status: run.status as WorkflowRunAccepted['status'],
    estimate_credits: microsToCredits(run.estimateMicros),
    events_url: `/api/workflow-runs/${run.id}/events`,
  };
}
