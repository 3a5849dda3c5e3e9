import { createHash, randomUUID } from 'node:crypto';
import { GENERATION_MESSAGES, type JobAccepted } from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { generationJobs, type GenerationJobRow } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, ERROR_STATUS, type ErrorCode } from '../../lib/errors';
import { keyUsedForAnotherRequest } from '../../lib/idempotency';
import type { JobEvents } from '../../lib/job-events';
import { release, reserve, takeFromHold, type Hold } from '../../lib/ledger';
import { reserveFromTeam } from '../../lib/team-wallet';
import type { MediaUrls } from '../../lib/media-urls';
import type { Metrics } from '../../lib/metrics/metrics';
import { membershipOf } from '../teams/team-access';
import { giveBackDailyUse, spendDailyUse } from '../usage/daily-use';
import { presentOutputs } from './present-outputs';
import { toolOf } from './tools';
import type { GenerationPlan } from './tools/tool';
import { waitForJob } from './wait-for-job';

export interface SubmitDeps {
  db: Database;
  queue: JobQueue;
  jobEvents: JobEvents;
  mediaUrls: MediaUrls;
  config: { BRAND_NAME: string };
  metrics: Metrics | null;
}

export interface Submission {
  userId: string;
  plan: GenerationPlan;
  /** The request body as sent: with the key, the same body is the same request. */
  body: unknown;
  idempotencyKey?: string;
  /** `Prefer: respond-async`: answer 202 at once and let the client follow the job. */
  respondAsync?: boolean;
  /** `Atelier-Team`: the team whose wallet pays, within the member's caps (issue 37). */
  teamId?: string;
  /** A workflow run's step (issue 49): the job names the run and is paid from its hold. */
  workflowStep?: WorkflowStepFunding;
}

export interface WorkflowStepFunding {
  runId: string;
  /** The run's open hold of its estimate; the job's cost comes out of it while it lasts. */
  holdId: string | null;
}

export type SubmitAnswer =
  { statusCode: 200; body: Record<string, unknown> } | { statusCode: 202; body: JobAccepted };

/** The answer as the reply: the route's response schema checks and serializes each body. */
export function sendAnswer(reply: FastifyReply, answer: SubmitAnswer) {
  return reply.code(answer.statusCode).send(answer.body);
}

/**
 * Accepts a generation: the tool's daily plan use spent (429 at the limit), credits held for its
 * exact cost (402 when short, nothing held or spent), the job row written, the job queued; then
 * waits for it up to the spec's time-out and answers as the spec's synchronous call does, or 202
 * with the job's id. The same Idempotency-Key and body answer the first job again and hold (and
 * spend) nothing more.
 */
export async function submitGeneration(
  deps: SubmitDeps,
  submission: Submission,
): Promise<SubmitAnswer> {
  const { plan } = submission;
  const requestHash = hashOf(plan.tool.id, submission.body);
  const key = submission.idempotencyKey;
  // A workflow step's key is new but for a start repeated after a crash, which the job's unique
  // index finds below (its hold shares the key's, so nothing is held twice).
  if (key && !submission.workflowStep) {
    const existing = await byIdempotencyKey(deps.db, submission.userId, key);
    if (existing) return answerExisting(deps, existing, requestHash, submission);
  }

  // Someone outside the team gets its 404 before anything is spent.
  if (submission.teamId) await membershipOf(deps.db, submission.teamId, submission.userId);
  const jobId = randomUUID();
  // The plan's daily limit is checked before credits (429 before 402). The use is spent now, so
  // parallel requests cannot pass the limit, and given back if no job comes of it; a job that
  // fails gives it back when it ends (markEnded), by the day stamped on the job here.
  const createdAt = new Date();
  const use = plan.tool.dailyUse?.(plan.input);
  if (use) await spendDailyUse(deps.db, submission.userId, use, createdAt, submission.teamId);
  const giveBack = async () => {
    if (use) await giveBackDailyUse(deps.db, submission.userId, use, createdAt);
  };
  let hold: Hold | null;
  try {
    hold = await holdCredits(deps, submission, jobId);
  } catch (error) {
    await giveBack();
    throw error;
  }
  try {
    await deps.db.insert(generationJobs).values({
      id: jobId,
      createdAt,
      userId: submission.userId,
      kind: plan.tool.kind,
      tool: plan.tool.id,
      tier: plan.tier,
      prompt: plan.prompt,
      input: plan.input,
      costMicros: plan.costMicros,
      holdId: hold?.id ?? null,
      teamId: submission.teamId ?? null,
      workflowRunId: submission.workflowStep?.runId ?? null,
      idempotencyKey: key ?? null,
      requestHash,
      deadlineAt: new Date(Date.now() + plan.tool.deadlineSeconds * 1000),
    });
  } catch (error) {
    await giveBack();
    // The same key raced us: the first request's job (and hold) stand.
    if (key && isUniqueViolation(error)) {
      const existing = await byIdempotencyKey(deps.db, submission.userId, key);
      if (existing) {
        // A hold of its own (one taken out of a run's) goes back; a shared one is the first's.
        if (hold && hold.id !== existing.holdId) {
          await release(deps.db, hold.id, 'Released: the job was recorded already');
        }
        return answerExisting(deps, existing, requestHash, submission);
      }
    }
    if (hold) await release(deps.db, hold.id, 'Released: the job could not be recorded');
    throw error;
  }
  await deps.queue.boss.send(plan.tool.queue, { jobId }, { retryLimit: 0 });
  deps.queue.wake(plan.tool.queue);
  return answer(deps, jobId, submission.respondAsync ? 0 : plan.waitSeconds);
}

/**
 * Credits held for the plan's exact cost, from the team's wallet within the member's caps when
 * the job is made in a team (402 when short or past a cap); none for a free tool. A workflow
 * step's come out of its run's hold, set aside when the run started; from the wallet only if
 * the run's hold has too little left (a passing failure gave a step's share back to the wallet).
 */
async function holdCredits(
  deps: SubmitDeps,
  { userId, plan, idempotencyKey: key, teamId, workflowStep }: Submission,
  jobId: string,
): Promise<Hold | null> {
  if (plan.costMicros <= 0) return null;
  const { db, metrics } = deps;
  const request = {
    userId,
    amountMicros: plan.costMicros,
    reference: `job:${jobId}`,
    displayType: plan.tool.displayType,
    description: plan.description,
    // The sweep settles the job's fate first; this is the last resort.
    holdSeconds: plan.tool.deadlineSeconds + 15 * 60,
    idempotencyKey: key ? `job-hold:${userId}:${key}` : undefined,
  };
  if (workflowStep?.holdId) {
    const taken = await takeFromHold(db, workflowStep.holdId, request);
    if (taken) return taken;
  }
  return teamId ? reserveFromTeam(db, teamId, request) : reserve(db, request, metrics?.ledger);
}

async function answerExisting(
  deps: SubmitDeps,
  job: GenerationJobRow,
  requestHash: string,
  submission: Submission,
): Promise<SubmitAnswer> {
  if (job.requestHash !== requestHash) throw keyUsedForAnotherRequest();
  return answer(deps, job.id, submission.respondAsync ? 0 : submission.plan.waitSeconds);
}

/** The finished job's answer, its failure as the error it carries, or 202 while it runs. */
export async function answer(
  deps: SubmitDeps,
  jobId: string,
  waitSeconds: number,
): Promise<SubmitAnswer> {
  const job = waitSeconds > 0 ? await waitForJob(deps, jobId, waitSeconds * 1000) : null;
  if (!job) {
    return {
      statusCode: 202,
      body: {
        job_id: jobId,
        status: 'queued',
        detail: GENERATION_MESSAGES.stillRunning,
        events_url: `/api/jobs/${jobId}/events`,
      },
    };
  }
  if (job.status === 'succeeded') return { statusCode: 200, body: presentJob(deps, job) };
  throw jobError(job);
}

export function presentJob(
  deps: { mediaUrls: MediaUrls; config: { BRAND_NAME: string } },
  job: GenerationJobRow,
): Record<string, unknown> {
  const outputs = presentOutputs(job, deps.mediaUrls, deps.config.BRAND_NAME);
  return toolOf(job.tool).present(job, outputs);
}

export function jobError(job: GenerationJobRow): AppError {
  const status = job.errorStatus ?? 500;
  const code =
    (Object.entries(ERROR_STATUS).find(([, value]) => value === status)?.[0] as ErrorCode) ??
    'INTERNAL';
  return new AppError(code, job.error ?? GENERATION_MESSAGES.failedFallback, { job_id: job.id });
}

async function byIdempotencyKey(db: Database, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(generationJobs)
    .where(and(eq(generationJobs.userId, userId), eq(generationJobs.idempotencyKey, key)));
  return row;
}

function hashOf(toolId: string, body: unknown): string {
  return createHash('sha256')
    .update(`${toolId}:${JSON.stringify(body)}`)
    .digest('hex');
}
