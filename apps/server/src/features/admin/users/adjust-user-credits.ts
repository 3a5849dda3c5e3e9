import {
  ADMIN_MESSAGES,
  type AdminCreditsBody,
  type AdminCreditsResponse,
} from '@atelier/contract';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { AppError, isAppError } from '../../../lib/errors';
import { credit } from '../../../lib/ledger';
import { formatCredits, microsToCredits } from '../../../lib/money';
import { auditBy, type Actor } from '../audit-log';
import { findUser } from './find-user';

const MICROS_PER_CREDIT = 1_000_000;

/**
 * POST /api/admin/users/{id}/credits: a grant (positive) or a deduction (negative) through the
 * ledger, so it shows in the user's own history and can never take the balance below zero. The
 * same Idempotency-Key applies it once, however often the request is repeated.
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
  let result;
  try {
    result = await credit(db, {
      userId,
      kind: grant ? 'grant' : 'adjustment',
      amountMicros,
      displayType: 'other',
      description: `${grant ? 'Credits added' : 'Credits deducted'} by support: ${body.reason}`,
      reference: `admin:${actor.adminId}`,
      idempotencyKey: `admin-credits:${userId}:${idempotencyKey ?? randomUUID()}`,
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
  if (result.applied) {
    await auditBy(db, actor, grant ? 'user.credits_granted' : 'user.credits_deducted', userId, {
      email: user.email,
      amount: body.amount,
      reason: body.reason,
      balance_after: microsToCredits(result.balanceAfterMicros),
    });
  }
  return {
    message: grant ? ADMIN_MESSAGES.creditsGranted : ADMIN_MESSAGES.creditsDeducted,
    applied: result.applied,
    balance: microsToCredits(result.balanceAfterMicros),
  };
}
