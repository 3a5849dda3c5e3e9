import { GENERATION_MESSAGES } from '@atelier/contract';
import type { EngineName } from '@atelier/contract';
import type { Logger } from 'pino';
import type { GenerationJobRow, StoredOutput } from '../../db/schema';
import type { GeneratedFile } from '../../engines/types';
import { isAppError } from '../../lib/errors';
import { balanceOf, credit, release, settle } from '../../lib/ledger';
import type { JobOutcome } from '../../lib/metrics/metrics';
import {
  claimJob,
  heartbeat,
  markEnded,
  markSucceeded,
  saveProgress,
  saveProviderRef,
} from './job-store';
import { jobEndAnnouncer } from './announce-job-end';
import { QUEUES } from '../../jobs/queue';
import { toolOf } from './tools';
import type { GenerationDeps } from './tools/tool';
import { watchEngines } from './watch-engines';

/** A running job proves it is alive this often; the sweep retries one silent for a minute. */
export const HEARTBEAT_MS = 10_000;
const PROGRESS_EVERY_MS = 400;

class Stopped extends Error {
  constructor(readonly why: 'deadline' | 'canceled') {
    super(why);
  }
}

/**
 * A worker's whole handling of one job: claim it, run its tool under the job's deadline, store
 * what it made, then settle the hold (success) or release it (failure, time-out, cancel). Another
 * worker's claim, or a finished job, makes this a no-op, so a queue message delivered twice is
 * harmless.
 */
export async function runGenerationJob(
  deps: GenerationDeps,
  jobId: string,
  logger: Logger,
): Promise<void> {
  const job = await claimJob(deps.db, jobId);
  if (!job) return;
  const startedAt = performance.now();
  const ended = (outcome: JobOutcome, engine: EngineName) =>
    deps.metrics?.jobEnded({
      tool: job.tool,
      engine,
      outcome,
      seconds: (performance.now() - startedAt) / 1000,
    });
  const watched = watchEngines(deps.engines);
  const tool = toolOf(job.tool);
  const controller = new AbortController();
  const deadline = setTimeout(
    () => controller.abort(new Stopped('deadline')),
    Math.max(0, job.deadlineAt.getTime() - Date.now()),
  );
  // A cancel is heard at once through the job's event (in any process), and the heartbeat
  // notices one whose event was missed: the row is no longer running.
  const unsubscribe = deps.jobEvents?.subscribe(job.id, (event) => {
    if (event.status === 'canceled') controller.abort(new Stopped('canceled'));
  });
  const beat = setInterval(() => {
    heartbeat(deps.db, job.id)
      .then((alive) => {
        if (!alive) controller.abort(new Stopped('canceled'));
      })
      .catch((error: unknown) => logger.warn({ err: error, jobId }, 'heartbeat failed'));
  }, HEARTBEAT_MS);
  const progress = progressReporter(deps, job.id, logger);

  try {
    const outcome = await tool.execute(
      job,
      {
        signal: controller.signal,
        progress: progress.report,
        resumeRef: job.providerRef,
        onProviderRef: (ref) => saveProviderRef(deps.db, job.id, ref),
      },
      { ...deps, engines: watched.engines },
    );
    controller.signal.throwIfAborted();
    progress.report(95, 'Saving');
    const outputs = await storeFiles(deps, job, outcome.files ?? []);
    let balance: number;
    try {
      balance = job.holdId
        ? (await settle(deps.db, job.holdId, job.costMicros, deps.metrics?.ledger))
            .balanceAfterMicros
        : await balanceOf(deps.db, job.userId);
    } catch (error) {
      // Canceled (hold released) while saving: nothing is charged and nothing is kept.
      for (const output of outputs) await deps.storage.remove(output.key);
      throw error;
    }
    const charge = job.holdId
      ? { beforeMicros: balance + job.costMicros, afterMicros: balance }
      : undefined;
    const announcer = jobEndAnnouncer(deps, charge);
    const done = await markSucceeded(
      deps.db,
      job.id,
      {
        engine: outcome.engine,
        model: outcome.model,
        outputs,
        result: { ...outcome.result, balance_after_micros: balance },
      },
      announcer.onEnd,
    );
    announcer.wakeDeliveries();
    if (job.workflowRunId) workflowJobEnded(deps, job.workflowRunId, done);
    if (!done) await refundCanceled(deps, job, outputs);
    ended(done ? 'succeeded' : 'canceled', outcome.engine);
  } catch (error) {
    const outcome = await fail(deps, job, controller.signal.reason ?? error, logger);
    ended(outcome, watched.usedEngine());
  } finally {
    unsubscribe?.();
    clearTimeout(deadline);
    clearInterval(beat);
    progress.stop();
  }
}

/**
 * A workflow step's job ended: its run moves on now, in this process. The message sent in the
 * transaction that ended the job stays the durable way (a worker takes it if this process dies
 * first, and finds nothing left to do otherwise).
 */
function workflowJobEnded(
  deps: GenerationDeps,
  runId: string,
  ended: GenerationJobRow | undefined,
) {
  if (deps.onWorkflowJobEnd) deps.onWorkflowJobEnd(runId, ended);
  else deps.queue.wake(QUEUES.workflowAdvance);
}

async function fail(
  deps: GenerationDeps,
  job: GenerationJobRow,
  error: unknown,
  logger: Logger,
): Promise<JobOutcome> {
  const ending = describeFailure(error);
  if (ending.errorStatus >= 500 && !(error instanceof Stopped)) {
    logger.error({ err: error, jobId: job.id, tool: job.tool }, 'generation failed');
  }
  // Released before the job reads as ended, so whoever sees it ended sees the balance restored.
  if (job.holdId) await release(deps.db, job.holdId, `Released: ${ending.error}`);
  const announcer = jobEndAnnouncer(deps);
  const row = await markEnded(deps.db, job.id, ending, announcer.onEnd);
  announcer.wakeDeliveries();
  if (job.workflowRunId) workflowJobEnded(deps, job.workflowRunId, row);
  return error instanceof Stopped && error.why === 'deadline' ? 'timed_out' : ending.status;
}

export function describeFailure(error: unknown): {
  status: 'failed' | 'canceled';
  error: string;
  errorStatus: number;
} {
  if (error instanceof Stopped) {
    return error.why === 'canceled'
      ? { status: 'canceled', error: 'Canceled. No credits were charged.', errorStatus: 409 }
      : { status: 'failed', error: GENERATION_MESSAGES.timedOut, errorStatus: 503 };
  }
  if (isAppError(error) && error.statusCode < 500) {
    return { status: 'failed', error: error.message, errorStatus: error.statusCode };
  }
  if (isAppError(error)) {
    return {
      status: 'failed',
      error: `${error.message} No credits were charged.`,
      errorStatus: error.statusCode,
    };
  }
  return { status: 'failed', error: GENERATION_MESSAGES.failedFallback, errorStatus: 500 };
}

async function storeFiles(
  deps: GenerationDeps,
  job: GenerationJobRow,
  files: GeneratedFile[],
): Promise<StoredOutput[]> {
  const outputs: StoredOutput[] = [];
  for (const [index, file] of files.entries()) {
    const key = `generations/${job.userId}/${job.id}/${index}.${file.extension}`;
    await deps.storage.put(key, file.body, file.contentType);
    outputs.push({
      key,
      contentType: file.contentType,
      bytes: file.body.length,
      ...(file.width !== undefined ? { width: file.width } : {}),
      ...(file.height !== undefined ? { height: file.height } : {}),
      ...(file.duration !== undefined ? { duration: file.duration } : {}),
      ...(file.fps !== undefined ? { fps: file.fps } : {}),
    });
  }
  return outputs;
}

/** Canceled while its result was being saved: the charge goes back and the files go. */
async function refundCanceled(
  deps: GenerationDeps,
  job: GenerationJobRow,
  outputs: StoredOutput[],
) {
  for (const output of outputs) await deps.storage.remove(output.key);
  if (job.costMicros > 0) {
    await credit(deps.db, {
      userId: job.userId,
      kind: 'refund',
      amountMicros: job.costMicros,
      displayType: toolOf(job.tool).displayType,
      description: 'Refund: generation canceled',
      reference: `job:${job.id}`,
      idempotencyKey: `refund:job:${job.id}`,
    });
  }
}

/** Progress saved (and announced) at most a few times a second, and never backwards. */
function progressReporter(deps: GenerationDeps, jobId: string, logger: Logger) {
  let last = 0;
  let lastAt = 0;
  let pending: NodeJS.Timeout | undefined;
  let stopped = false;
  let latest: { percent: number; message: string | null } | null = null;
  let lastMessage: string | null = null;
  const flush = () => {
    pending = undefined;
    if (!latest || stopped) return;
    const { percent, message } = latest;
    latest = null;
    lastAt = Date.now();
    saveProgress(deps.db, jobId, percent, message).catch((error: unknown) =>
      logger.warn({ err: error, jobId }, 'progress not saved'),
    );
  };
  return {
    report: (percent: number, message?: string) => {
      const clamped = Math.max(last, Math.min(99, Math.round(percent)));
      last = clamped;
      if (message) lastMessage = message;
      latest = { percent: clamped, message: lastMessage };
      if (pending) return;
      const wait = Math.max(0, PROGRESS_EVERY_MS - (Date.now() - lastAt));
      pending = setTimeout(flush, wait);
    },
    stop() {
      stopped = true;
      clearTimeout(pending);
    },
  };
}
