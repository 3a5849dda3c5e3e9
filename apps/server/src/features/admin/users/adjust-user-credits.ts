import {
  ADMIN_MESSAGES,
  type AdminCreditsBody,
  type AdminCreditsResponse,
} from '@atelier/contract';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { ledgerEntries } from '../../../db/schema';
import { AppError, isAppError } from '../../../lib/errors';
import { keyUsedForAnotherRequest } from '../../../lib/idempotency';
import { credit } from '../../../lib/ledger';
import { formatCredits, microsToCredits } from '../../../lib/money';
import { auditBy, type Actor } from '../audit-log';
import { findUser } from './find-user';

const MICROS_PER_CREDIT = 1_000_000;

/**
 * POST /api/admin/users/{id}/credits: a grant (positive) or a deduction (negative) through the
 * ledger, so it shows in the user's own history and can never take the balance below zero. The
 * same Idempotency-Key and body apply it once, however often the request is repeated, and answer
 * the first balance again (`applied: false`); the same key with another body is a 422.
 */
export async function adjustUserCredits(
  db: Database,
  actor: Actor,
  userId: string,
  body: z.output<typeof AdminCreditsBody>,
  idempotencyKey: string | undefined,
): Promise<AdminCreditsResponse> {
  const user = await findUser(db, userId);
  const amountMicros = Math.round(body.amount * MICROS_PER_CREDIT);
  const grant = amountMicros > 0;
  const message = grant ? ADMIN_MESSAGES.creditsGranted : ADMIN_MESSAGES.creditsDeducted;
  const request = {
    key: `admin-credits:${userId}:${idempotencyKey ?? randomUUID()}`,
    amountMicros,
    description: `${grant ? 'Credits added' : 'Credits deducted'} by support: ${body.reason}`,
  };
  // A key seen before answers as it did the first time, or is refused for another body, before
  // anything is checked against today's balance.
  const earlier = idempotencyKey ? await firstAnswer(db, request) : null;
  if (earlier) return { message, applied: false, balance: earlier };
  let result;
  try {
    result = await credit(db, {
      userId,
      kind: grant ? 'grant' : 'adjustment',
      amountMicros,
      displayType: 'other',
      description: request.description,
      reference: `admin:${actor.adminId}`,
      idempotencyKey: request.key,
    });
  } catch (error) {
    if (isAppError(error) && error.code === 'PAYMENT_REQUIRED') {
      throw new AppError(
        'UNPROCESSABLE',
        `The balance is ${formatCredits(user.creditsMicros, 4)} credits: a deduction cannot take it below zero.`,
      );
    }
    throw error;
  }
  if (!result.applied) {
    // The same key raced this request in: the first one's answer, or a 422 for another body.
    const first = await firstAnswer(db, request);
    if (first === null) throw new Error(`ledger entry ${request.key} vanished`);
    return { message, applied: false, balance: first };
  }
  await auditBy(db, actor, grant ? 'user.credits_granted' : 'user.credits_deducted', userId, {
    email: user.email,
    amount: body.amount,
    reason: body.reason,
    balance_after: microsToCredits(result.balanceAfterMicros),
  });
  return { message, applied: true, balance: microsToCredits(result.balanceAfterMicros) };
}

/**
 * The balance the first request with this key answered, or null if there was none; a key first
 * used with another amount or reason is refused (422), as generation refuses it.
 */
async function firstAnswer(
  db: Database,
  request: { key: string; amountMicros: number; description: string },
): Promise<number | null> {
  const [entry] = await db
    .select({
      amountMicros: ledgerEntries.amountMicros,
      description: ledgerEntries.description,
      balanceAfterMicros: ledgerEntries.balanceAfterMicros,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotencyKey, request.key));
  if (!entry) return null;
  if (entry.amountMicros !== request.amountMicros || entry.description !== request.description) {
    throw keyUsedForAnotherRequest();
  }
  return microsToCredits(entry.balanceAfterMicros);
}
