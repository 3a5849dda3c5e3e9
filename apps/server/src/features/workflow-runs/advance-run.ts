import { WORKFLOW_GRAPH_LIMITS, WORKFLOW_RUN_MESSAGES, type WorkflowNode } from '@atelier/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AppDeps } from '../../app-deps';
import {
  users,
  type UserRow,
  workflowRunSteps,
  workflowRuns,
  type GenerationJobRow,
  type WorkflowRunRow,
  type WorkflowRunStepRow,
} from '../../db/schema';
import { isAppError } from '../../lib/errors';
import { preparedOnce } from '../../lib/prepared';
import type { Database } from '../../db/client';
import { findJob, isTerminal } from '../generation/job-store';
import { dependenciesOf } from './check-graph';
import { stopStepJob } from './cancel-run';
import { finishRun } from './finish-run';
import { sendAdvance } from './run-queue';
import { findRun, runEnded, stepsOf, touchRun } from './run-store';
import {
  forEachList,
  gatherItems,
  outputsByNode,
  resolveParams,
  runFileLink,
  storedOf,
  type RunValues,
} from './step-values';
import { workflowTool } from './tools';

/** A step's provider failed for a moment: its next attempt waits 2 s, then 4 s. */
const RETRY_BASE_SECONDS = 2;

/**
 * Moves a run on, in a worker (queue `workflow-advance`): steps whose jobs ended take their
 * outcome (a passing failure waits to try again, up to three attempts), nodes run per item get
 * their items, ready steps start within the run's number of steps at once, and a run with
 * nothing left to do ends. Every change is a guarded update, so two workers moving one run on,
 * or a message delivered twice, change nothing twice; starting steps takes the run's row lock.
 */
export async function advanceRun(
  deps: AppDeps,
  runId: string,
  logger: Logger,
  /** A step's job that just ended in this process, as it ended: not read again. */
  ended?: GenerationJobRow,
): Promise<void> {
  for (let round = 0; round < WORKFLOW_GRAPH_LIMITS.nodes * 2; round += 1) {
    const { changed, again } = await advanceOnce(
      deps,
      runId,
      logger,
      round === 0 ? ended : undefined,
    );
    if (changed) await touchRun(deps.db, runId);
    if (!again) return;
  }
}

/**
 * One pass over a run. `again` when a step ended within it (a plain step such as split, or one
 * refused as it started), since that may let others start or the run end.
 */
async function advanceOnce(
  deps: AppDeps,
  runId: string,
  logger: Logger,
  endedJob: GenerationJobRow | undefined,
): Promise<{ changed: boolean; again: boolean }> {
  const [run, initial] = await Promise.all([findRun(deps.db, runId), stepsOf(deps.db, runId)]);
  if (!run || runEnded(run.status)) return { changed: false, again: false };
  const taken = new Map<string, WorkflowRunStepRow>();
  // The success of a (node's own) step whose job just ended here is written with the claim of
  // the steps it lets start, in that transaction's first statement, when some may (one round
  // trip less between two steps); else on its own, before the run ends or waits.
  let deferred: Outcome | undefined;
  for (const step of initial) {
    if (step.status !== 'running' || !step.jobId) continue;
    if (endedJob?.id === step.jobId && endedJob.status === 'succeeded' && step.item === -1) {
      deferred = { step, job: endedJob, change: outcomeOf(step, endedJob) };
      taken.set(step.id, { ...step, ...deferred.change });
      continue;
    }
    const job = endedJob?.id === step.jobId ? endedJob : await findJob(deps.db, step.jobId);
    const outcome = job && isTerminal(job.status) && (await takeJobOutcome(deps, step, job));
    if (outcome) taken.set(outcome.id, outcome);
  }
  // Another worker took it first: the next pass reads the run as it is.
  const writeDeferred = async () =>
    !deferred || (await takeJobOutcome(deps, deferred.step, deferred.job)) !== undefined;
  const outcomes = taken.size > 0;
  const steps = initial.map((step) => taken.get(step.id) ?? step);
  const gathered = await gatherNodes(deps, run, steps);
  const current = gathered ? await stepsOf(deps.db, runId) : steps;
  const changed = outcomes || gathered;

  const nodes = run.graph.nodes;
  const own = (node: WorkflowNode) => current.find((s) => s.nodeId === node.id && s.item === -1);
  const working = current.some((s) => s.status === 'running' && (s.item >= 0 || s.jobId));
  if (nodes.some((node) => own(node)?.status === 'failed')) {
    if (!(await writeDeferred())) return { changed: false, again: true };
    if (!working) {
      const failed = current.find((s) => s.status === 'failed');
      await finishRun(deps, run, 'failed', failed ? `${failed.nodeId}: ${failed.error}` : null);
      return { changed: true, again: false };
    }
    return { changed, again: false };
  }
  if (nodes.every((node) => own(node)?.status === 'succeeded')) {
    if (!(await writeDeferred())) return { changed: false, again: true };
    await finishRun(deps, run, 'succeeded', null);
    return { changed: true, again: false };
  }

  // The row lock only when a step may start: a duplicate message finds nothing and takes none.
  const starting = mayStart(run, current);
  if (!starting && !(await writeDeferred())) return { changed: false, again: true };
  const [{ claimed, outputs }, user] = await Promise.all([
    starting ? claimReadySteps(deps, run.id, deferred) : { claimed: [], outputs: new Map() },
    starting ? ownerOf(deps, run.userId) : undefined,
  ]);
  let ended = false;
  if (claimed.length > 0) {
    const context = { run, user, outputs };
    for (const step of claimed) ended = (await startStep(deps, context, step, logger)) || ended;
  }
  const waitingRetry = current
    .filter((s) => s.status === 'waiting' && s.retryAt && s.retryAt.getTime() > Date.now())
    .map((s) => (s.retryAt as Date).getTime());
  if (waitingRetry.length > 0 && claimed.length === 0) {
    const seconds = Math.ceil((Math.min(...waitingRetry) - Date.now()) / 1000);
    await sendAdvance(deps.queue, run.id, { startAfterSeconds: Math.max(1, seconds) });
  }
  return {
    changed: changed || claimed.length > 0,
    again: ended,
  };
}

/**
 * A step's job ended: its outputs and charge, a retry after a passing failure, or its failure.
 * The step as it now is; undefined when another worker took the outcome first.
 */
async function takeJobOutcome(
  deps: AppDeps,
  step: WorkflowRunStepRow,
  job: GenerationJobRow,
): Promise<WorkflowRunStepRow | undefined> {
  const change = outcomeOf(step, job);
  const [updated] = await deps.db
    .update(workflowRunSteps)
    .set(change)
    .where(outcomeGuard(step, job))
    .returning();
  if (change.retryAt && updated) {
    await sendAdvance(deps.queue, step.runId, {
      startAfterSeconds: Math.ceil((change.retryAt.getTime() - Date.now()) / 1000),
    });
  }
  return updated;
}

/** A step's job outcome, to be written (takeJobOutcome, or with a claim). */
interface Outcome {
  step: WorkflowRunStepRow;
  job: GenerationJobRow;
  change: Partial<WorkflowRunStepRow>;
}

/** The step still running that job: an outcome is taken once. */
function outcomeGuard(step: WorkflowRunStepRow, job: GenerationJobRow) {
  return and(
    eq(workflowRunSteps.id, step.id),
    eq(workflowRunSteps.status, 'running'),
    eq(workflowRunSteps.jobId, job.id),
  );
}

function outcomeOf(step: WorkflowRunStepRow, job: GenerationJobRow): Partial<WorkflowRunStepRow> {
  let change: Partial<WorkflowRunStepRow>;
  if (job.status === 'succeeded') {
    const outputs = workflowTool(step.tool)?.outputsOf?.(job) ?? {};
    change = {
      status: 'succeeded',
      outputs,
      creditsMicros: job.costMicros,
      error: null,
      finishedAt: job.finishedAt ?? new Date(),
    };
  } else if (job.status === 'canceled') {
    change = { status: 'cancelled', error: job.error, finishedAt: job.finishedAt ?? new Date() };
  } else if (isPassing(job.errorStatus) && step.attempts < WORKFLOW_GRAPH_LIMITS.attempts) {
    const wait = RETRY_BASE_SECONDS * 2 ** (step.attempts - 1);
    change = {
      status: 'waiting',
      jobId: null,
      error: job.error,
      retryAt: new Date(Date.now() + wait * 1000),
    };
  } else {
    change = { status: 'failed', error: job.error, finishedAt: job.finishedAt ?? new Date() };
  }
  return change;
}

/** A time-out, 429 or 5xx from a provider may pass; a refusal (4xx) will not. */
function isPassing(status: number | null): boolean {
  return status === 429 || (status !== null && status >= 500);
}

/**
 * Nodes run once per item: their items made when the list they read is known (at most
 * WORKFLOW_GRAPH_LIMITS.forEachItems), and their own step ended when every item has.
 */
async function gatherNodes(
  deps: AppDeps,
  run: WorkflowRunRow,
  steps: WorkflowRunStepRow[],
): Promise<boolean> {
  let changed = false;
  for (const node of run.graph.nodes) {
    if (!node.for_each) continue;
    const own = steps.find((s) => s.nodeId === node.id && s.item === -1);
    if (!own || own.status !== 'running') continue;
    const items = steps.filter((s) => s.nodeId === node.id && s.item >= 0);
    if (items.some((s) => s.status === 'running' || s.status === 'waiting')) continue;
    const failed = items.find((s) => s.status === 'failed' || s.status === 'cancelled');
    const change: Partial<WorkflowRunStepRow> = failed
      ? { status: 'failed', error: `item ${failed.item + 1}: ${failed.error}` }
      : { status: 'succeeded', outputs: gatherItems(items) };
    const rows = await deps.db
      .update(workflowRunSteps)
      .set({ ...change, finishedAt: new Date() })
      .where(and(eq(workflowRunSteps.id, own.id), eq(workflowRunSteps.status, 'running')))
      .returning({ id: workflowRunSteps.id });
    changed = changed || rows.length > 0;
  }
  return changed;
}

async function ownerOf(deps: AppDeps, userId: string): Promise<UserRow | undefined> {
  const [user] = await userById(deps.db).execute({ id: userId });
  return user;
}

const userById = preparedOnce((db: Database) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('workflow_run_owner'),
);

/** What the claim reads of a run, under its lock. */
type LockedRun = Pick<WorkflowRunRow, 'status' | 'graph' | 'inputs' | 'parallel'>;

/** Whether a step is waiting whose time has come and whose nodes before it succeeded. */
function mayStart(run: WorkflowRunRow, steps: WorkflowRunStepRow[]): boolean {
  const now = Date.now();
  const succeeded = new Set(
    steps.filter((s) => s.item === -1 && s.status === 'succeeded').map((s) => s.nodeId),
  );
  return steps.some((step) => {
    if (step.status !== 'waiting' || (step.retryAt && step.retryAt.getTime() > now)) return false;
    if (step.item >= 0) return true;
    const node = run.graph.nodes.find((n) => n.id === step.nodeId);
    return node !== undefined && dependenciesOf(node).every((id) => succeeded.has(id));
  });
}

/**
 * The steps that may start now, marked running under the run's row lock, so two workers cannot
 * start more than the run's number of steps at once. A node run per item gets its items here.
 */
async function claimReadySteps(
  deps: AppDeps,
  runId: string,
  /** An outcome written in the statement that takes the lock, before the steps are read. */
  outcome?: Outcome,
): Promise<{ claimed: WorkflowRunStepRow[]; outputs: RunValues['outputs'] }> {
  const none = { claimed: [], outputs: new Map() };
  return deps.db.transaction(async (tx) => {
    // PostgreSQL runs an unreferenced data-modifying WITH after the main query: the run's lock
    // is taken first, then the step's, as a claim's later statements take them.
    const taken = outcome
      ? sql`WITH taken AS (${tx
          .update(workflowRunSteps)
          .set(outcome.change)
          .where(outcomeGuard(outcome.step, outcome.job))
          .getSQL()}) `
      : sql``;
    const { rows } = await tx.execute<LockedRun>(sql`${taken}
      SELECT status, graph, inputs, parallel FROM ${workflowRuns}
      WHERE id = ${runId} FOR UPDATE`);
    const [run] = rows;
    if (!run || runEnded(run.status)) return none;
    if (run.status === 'queued') {
      await tx.update(workflowRuns).set({ status: 'running' }).where(eq(workflowRuns.id, runId));
    }
    const steps = await stepsOf(tx, runId);
    const byNode = new Map(run.graph.nodes.map((node) => [node.id, node]));
    const own = (id: string) => steps.find((s) => s.nodeId === id && s.item === -1);
    const values: RunValues = {
      inputs: run.inputs,
      outputs: outputsByNode(run.graph.nodes, steps),
    };
    const now = Date.now();
    const ready: WorkflowRunStepRow[] = [];
    for (const step of steps) {
      if (step.status !== 'waiting' || (step.retryAt && step.retryAt.getTime() > now)) continue;
      const node = byNode.get(step.nodeId);
      if (!node) continue;
      if (step.item >= 0) {
        ready.push(step);
        continue;
      }
      if (!dependenciesOf(node).every((id) => own(id)?.status === 'succeeded')) continue;
      if (!node.for_each) {
        ready.push(step);
        continue;
      }
      // The list is known: its items are made, and the node's own step waits for them.
      const list = forEachList(node, values) ?? [];
      const tooMany = list.length > WORKFLOW_GRAPH_LIMITS.forEachItems;
      await tx
        .update(workflowRunSteps)
        .set(
          tooMany
            ? {
                status: 'failed',
                error: WORKFLOW_RUN_MESSAGES.tooManyItems(
                  node.id,
                  WORKFLOW_GRAPH_LIMITS.forEachItems,
                ),
                finishedAt: new Date(),
              }
            : { status: 'running', startedAt: new Date() },
        )
        .where(eq(workflowRunSteps.id, step.id));
      if (tooMany) continue;
      const rows = list.map((item, index) => ({
        runId,
        nodeId: node.id,
        item: index,
        tool: node.tool,
        outputs: { item: storedOf(item) },
      }));
      if (rows.length > 0) {
        ready.push(
          ...(await tx.insert(workflowRunSteps).values(rows).onConflictDoNothing().returning()),
        );
      }
    }
    const busy = steps.filter(
      (s) => s.status === 'running' && (s.item >= 0 || !byNode.get(s.nodeId)?.for_each),
    ).length;
    const take = ready.slice(0, Math.max(0, run.parallel - busy));
    if (take.length === 0) return none;
    const claimed = await tx
      .update(workflowRunSteps)
      .set({
        status: 'running',
        attempts: sql`${workflowRunSteps.attempts} + 1`,
        startedAt: sql`now()`,
        retryAt: null,
        jobId: null,
      })
      .where(
        and(
          inArray(
            workflowRunSteps.id,
            take.map((s) => s.id),
          ),
          eq(workflowRunSteps.status, 'waiting'),
        ),
      )
      .returning();
    return { claimed, outputs: values.outputs };
  });
}

/**
 * Starts a claimed step as its tool's own route would: the parameters filled from the inputs
 * and earlier outputs, then submitted as the run's owner, paid from the run's hold, in its team.
 * The attempt's Idempotency-Key makes a start repeated after a crash find the same job.
 */
async function startStep(
  deps: AppDeps,
  {
    run,
    user,
    outputs,
  }: { run: WorkflowRunRow; user: UserRow | undefined; outputs: RunValues['outputs'] },
  step: WorkflowRunStepRow,
  logger: Logger,
): Promise<boolean> {
  const guard = and(eq(workflowRunSteps.id, step.id), eq(workflowRunSteps.status, 'running'));
  try {
    const node = run.graph.nodes.find((n) => n.id === step.nodeId);
    const tool = node && workflowTool(node.tool);
    if (!node || !tool || !user) throw new Error(`step ${step.nodeId} cannot start`);
    const values: RunValues = {
      inputs: run.inputs,
      outputs,
      ...(step.item >= 0 ? { item: itemOf(step) } : {}),
    };
    const link = runFileLink(deps.mediaUrls, deps.config.PUBLIC_URL, run);
    const params = resolveParams(node, values, link);
    const started = await tool.start(
      {
        deps,
        user,
        options: {
          idempotencyKey: `workflow:${step.id}:${step.attempts}`,
          respondAsync: true,
          teamId: run.teamId ?? undefined,
          workflowStep: { runId: run.id, holdId: run.holdId },
        },
      },
      params,
    );
    if ('jobId' in started) {
      const recorded = await deps.db
        .update(workflowRunSteps)
        .set({
          jobId: started.jobId,
          jobIds: sql`CASE WHEN ${workflowRunSteps.jobIds} @> ${JSON.stringify([started.jobId])}::jsonb
            THEN ${workflowRunSteps.jobIds}
            ELSE ${workflowRunSteps.jobIds} || ${JSON.stringify([started.jobId])}::jsonb END`,
        })
        .where(and(guard, isNull(workflowRunSteps.jobId)))
        .returning({ id: workflowRunSteps.id });
      // The run was cancelled while the job was submitted: the job goes too.
      if (recorded.length === 0) {
        if ((await findRun(deps.db, run.id))?.status === 'cancelled') {
          await stopStepJob(deps, step.id, started.jobId);
        }
        return false;
      }
      // The job may have ended before its id was written here, its end finding no step (read
      // after this commit: the statement's own snapshot could predate that end).
      const job = await findJob(deps.db, started.jobId);
      if (job && isTerminal(job.status)) await sendAdvance(deps.queue, run.id);
      return false;
    } else {
      await deps.db
        .update(workflowRunSteps)
        .set({
          status: 'succeeded',
          outputs: { ...step.outputs, ...started.outputs },
          finishedAt: new Date(),
        })
        .where(guard);
      return true;
    }
  } catch (error) {
    const refused = isAppError(error) && error.statusCode < 500;
    if (!refused)
      logger.warn(
        { err: error, runId: run.id, step: step.nodeId },
        'workflow step failed to start',
      );
    const message = isAppError(error) ? error.message : 'The step could not start.';
    const retry = !refused && step.attempts < WORKFLOW_GRAPH_LIMITS.attempts;
    await deps.db
      .update(workflowRunSteps)
      .set(
        retry
          ? {
              status: 'waiting',
              error: message,
              retryAt: new Date(Date.now() + RETRY_BASE_SECONDS * 2 ** (step.attempts - 1) * 1000),
            }
          : { status: 'failed', error: message, finishedAt: new Date() },
      )
      .where(guard);
    if (retry)
      await sendAdvance(deps.queue, run.id, {
        startAfterSeconds: RETRY_BASE_SECONDS * 2 ** (step.attempts - 1),
      });
    return !retry;
  }
}

/** An item step keeps its item as its `item` output from the moment it is made. */
function itemOf(step: WorkflowRunStepRow) {
  const stored = step.outputs.item;
  if (!stored || Array.isArray(stored)) return undefined;
  return 'text' in stored ? stored.text : { key: stored.key, contentType: stored.contentType };
}
