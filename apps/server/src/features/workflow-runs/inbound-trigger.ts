import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  WORKFLOW_RUN_MESSAGES,
  type WorkflowRunAccepted,
  type WorkflowTrigger,
} from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { users, workflowTriggers, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { newWebhookSecret, signatureOf } from '../../lib/webhooks/signature';
import { runnableGraph } from './estimate-run';
import { startRun } from './start-run';
import { assertAutomationPlan } from './workflow-schedule';

const M = WORKFLOW_RUN_MESSAGES;
/** Standard Webhooks: a signature older or newer than this is refused, so a copy cannot replay. */
const TOLERANCE_SECONDS = 5 * 60;

/**
 * POST /api/workflows/{id}/trigger: a new inbound URL and secret for the workflow (any earlier
 * one stops working), shown once. Growth plan and up.
 */
export async function createTrigger(
  deps: AppDeps,
  user: UserRow,
  workflowId: string,
): Promise<WorkflowTrigger> {
  await runnableGraph(deps.db, user.id, workflowId);
  assertAutomationPlan(user);
  const values = {
    workflowId,
    userId: user.id,
    token: randomBytes(24).toString('base64url'),
    secret: newWebhookSecret(),
  };
  await deps.db
    .insert(workflowTriggers)
    .values(values)
    .onConflictDoUpdate({
      target: workflowTriggers.workflowId,
      set: { ...values, createdAt: new Date() },
    });
  const url = new URL(`/api/hooks/workflows/${values.token}`, deps.config.PUBLIC_URL).toString();
  return { url, secret: values.secret };
}

/**
 * POST /api/hooks/workflows/{token}: a run started with the JSON body as its inputs, when the
 * call is signed with the trigger's secret as Standard Webhooks sign theirs (`webhook-id`,
 * `webhook-timestamp` within five minutes, `webhook-signature` over id, timestamp and the body
 * as sent). The `webhook-id` is the run's Idempotency-Key, so a sender's retry starts nothing
 * more. 401 for a bad signature, 404 for an unknown URL, as the owner's own run otherwise.
 */
export async function runFromInbound(
  deps: AppDeps,
  token: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<WorkflowRunAccepted> {
  const [trigger] = await deps.db
    .select()
    .from(workflowTriggers)
    .where(eq(workflowTriggers.token, token));
  if (!trigger) throw new AppError('NOT_FOUND', M.triggerNotFound);
  const id = header(headers, 'webhook-id');
  const timestamp = Number(header(headers, 'webhook-timestamp'));
  const signatures = header(headers, 'webhook-signature').split(' ');
  if (!id || !Number.isInteger(timestamp)) throw new AppError('UNAUTHORIZED', M.invalidSignature);
  if (Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) {
    throw new AppError('UNAUTHORIZED', M.staleSignature);
  }
  const expected = Buffer.from(signatureOf(trigger.secret, id, timestamp, rawBody));
  const matches = signatures.some((given) => {
    const bytes = Buffer.from(given);
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  });
  if (!matches) throw new AppError('UNAUTHORIZED', M.invalidSignature);

  let inputs: unknown;
  try {
    inputs = JSON.parse(rawBody || '{}');
  } catch {
    throw new AppError('UNPROCESSABLE', M.inboundBody);
  }
  if (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)) {
    throw new AppError('UNPROCESSABLE', M.inboundBody);
  }
  const values = Object.entries(inputs as Record<string, unknown>);
  if (values.some(([, value]) => typeof value !== 'string' && typeof value !== 'number')) {
    throw new AppError('UNPROCESSABLE', M.inboundBody);
  }
  const [user] = await deps.db.select().from(users).where(eq(users.id, trigger.userId));
  if (!user) throw new AppError('NOT_FOUND', M.triggerNotFound);
  assertAutomationPlan(user);
  return startRun(deps, user, {
    workflowId: trigger.workflowId,
    inputs: inputs as Record<string, string | number>,
    trigger: 'inbound',
    idempotencyKey: `inbound:${id.slice(0, 180)}`,
  });
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
