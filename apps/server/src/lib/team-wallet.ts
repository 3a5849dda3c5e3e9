import { TEAM_MESSAGES } from '@atelier/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { batcher } from './batcher';
import { isUniqueViolation } from './db-errors';
import { withFigures } from './error-codes';
import { AppError } from './errors';
import {
  DEFAULT_HOLD_SECONDS,
  existingHold,
  type CreditKind,
  type Hold,
  type ReserveInput,
} from './ledger-types';
import { formatCreditsExact, microsToCredits } from './money';

/**
 * A team's wallet (issue 37, ADR 028): the team's side of the ledger. Its balance is
 * `teams.credits_micros`, its entries are ledger entries with the team's id, each attributed to
 * the member in `user_id`. A hold runs `team_reserve` (migration 0028), which checks the wallet
 * and the member's caps and raises to undo itself; settle and release of a team hold go through
 * lib/ledger.ts, which calls the closing here. Holds and closings are sent in batches, one call
 * per turn of the event loop (migration 0029), because every change to one wallet waits for the
 * one before it to commit.
 */

/** Why team_reserve refused a hold (the SQLSTATEs AT001-AT004 it raises, migration 0028). */
type Refusal = 'short' | 'not_member' | 'daily_cap' | 'monthly_cap';

interface HoldRequest {
  hold: string;
  user: string;
  amount: number;
  display: string;
  description: string;
  reference: string;
  key: string;
  seconds: number;
}
type HoldAnswer = { balance: number } | { error: Refusal | 'duplicate' };

const reserveBatch = batcher<HoldRequest, HoldAnswer>(async (db, teamId, holds) => {
  const { rows } = await db.execute<{ answers: HoldAnswer[] }>(
    sql`SELECT team_reserve_many(${teamId}, ${JSON.stringify(holds)}::jsonb) AS answers`,
  );
  return rows[0]?.answers ?? [];
});

/** Sets `amountMicros` aside from the team's wallet for one member, within their caps. */
export async function reserveFromTeam(
  db: Database,
  teamId: string,
  input: ReserveInput,
): Promise<Hold> {
  if (!Number.isSafeInteger(input.amountMicros) || input.amountMicros < 0) {
    throw new Error(`not a valid amount of micro-credits: ${input.amountMicros}`);
  }
  const holdId = randomUUID();
  const key = input.idempotencyKey ?? `hold:${holdId}`;
  const answer = await reserveBatch(db, teamId, {
    hold: holdId,
    user: input.userId,
    amount: input.amountMicros,
    display: input.displayType,
    description: input.description,
    reference: input.reference,
    key,
    seconds: input.holdSeconds ?? DEFAULT_HOLD_SECONDS,
  });
  if ('balance' in answer) {
    return {
      id: holdId,
      userId: input.userId,
      amountMicros: input.amountMicros,
      balanceAfterMicros: Number(answer.balance),
    };
  }
  if (answer.error === 'duplicate') return existingHold(db, key);
  throw await refusal(db, teamId, input, answer.error);
}

async function refusal(
  db: Database,
  teamId: string,
  input: ReserveInput,
  why: Refusal,
): Promise<AppError> {
  if (why === 'not_member') return new AppError('NOT_FOUND', TEAM_MESSAGES.teamNotFound);
  const { rows } = await db.execute<{
    balance: string;
    daily_cap: string | null;
    monthly_cap: string | null;
    day_left: string | null;
    month_left: string | null;
  }>(sql`
    SELECT t.credits_micros::text AS balance,
      m.daily_cap_micros::text AS daily_cap, m.monthly_cap_micros::text AS monthly_cap,
      greatest(m.daily_cap_micros - CASE WHEN m.spent_day = (now() AT TIME ZONE 'UTC')::date
        THEN m.spent_day_micros ELSE 0 END, 0)::text AS day_left,
      greatest(m.monthly_cap_micros - CASE WHEN m.spent_month =
        date_trunc('month', now() AT TIME ZONE 'UTC')::date
        THEN m.spent_month_micros ELSE 0 END, 0)::text AS month_left
    FROM teams t LEFT JOIN team_members m ON m.team_id = t.id AND m.user_id = ${input.userId}
    WHERE t.id = ${teamId}`);
  const row = rows[0];
  const credits = (micros: string | null | undefined) => formatCreditsExact(Number(micros), 2);
  if (why === 'short') {
    const balance = Number(row?.balance ?? 0);
    const values = {
      needed: formatCreditsExact(input.amountMicros, 4),
      balance: credits(row?.balance),
    };
    return new AppError(
      'PAYMENT_REQUIRED',
      TEAM_MESSAGES.teamInsufficient(values.needed, values.balance),
      {
        ...withFigures(TEAM_MESSAGES.teamInsufficient, values),
        required: microsToCredits(input.amountMicros),
        credits: microsToCredits(balance),
      },
    );
  }
  const daily = why === 'daily_cap';
  const cap = daily ? row?.daily_cap : row?.monthly_cap;
  const left = daily ? row?.day_left : row?.month_left;
  const message = daily ? TEAM_MESSAGES.dailyCapReached : TEAM_MESSAGES.monthlyCapReached;
  const values = { cap: credits(cap), left: credits(left) };
  return new AppError('PAYMENT_REQUIRED', message(values.cap, values.left), {
    ...withFigures(message, values),
    cap: microsToCredits(Number(cap)),
    left: microsToCredits(Number(left)),
  });
}

interface Closing {
  hold: string;
  final: number;
  kind: 'settle' | 'release';
  reason: string | null;
}
type Closed = { balance: number; returned: number } | null;

const closeBatch = batcher<Closing, Closed>(async (db, _all, closings) => {
  const { rows } = await db.execute<{ answers: Closed[] }>(
    sql`SELECT team_close_many(${JSON.stringify(closings)}::jsonb) AS answers`,
  );
  return rows[0]?.answers ?? [];
});

/**
 * Closes a team hold: `finalMicros` charged (0 to release), the rest back to the wallet and off
 * the member's counters of the day and month the hold was taken in (team_close_many, migration
 * 0029). Null when the hold is not an open team hold (a personal one, or closed already).
 */
export async function closeTeamHold(
  db: Database,
  holdId: string,
  closing: { finalMicros: number; kind: 'settle' | 'release'; reason?: string },
): Promise<{ balanceAfterMicros: number; returnedMicros: number } | null> {
  const closed = await closeBatch(db, 'all', {
    hold: holdId,
    final: closing.finalMicros,
    kind: closing.kind,
    reason: closing.reason ?? null,
  });
  return closed
    ? { balanceAfterMicros: Number(closed.balance), returnedMicros: Number(closed.returned) }
    : null;
}

export async function teamBalanceOf(db: Database, teamId: string): Promise<number> {
  const { rows } = await db.execute<{ balance: string }>(
    sql`SELECT credits_micros::text AS balance FROM teams WHERE id = ${teamId}`,
  );
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', TEAM_MESSAGES.teamNotFound);
  return Number(row.balance);
}

export interface TeamCreditInput {
  teamId: string;
  /** Who added it: the payer or the admin, for the wallet's history (null: account deleted). */
  userId: string | null;
  kind: CreditKind;
  amountMicros: number;
  description: string;
  reference?: string | null;
  idempotencyKey: string;
}

/** A purchase for the team or a grant: applied once per idempotency key. */
export async function creditTeam(
  db: Database,
  input: TeamCreditInput,
): Promise<{ applied: boolean; balanceAfterMicros: number }> {
  if (!Number.isSafeInteger(input.amountMicros) || input.amountMicros <= 0) {
    throw new Error(`not a valid amount of micro-credits: ${input.amountMicros}`);
  }
  try {
    const { rows } = await db.execute<{ balance: string }>(sql`
      WITH changed AS (
        UPDATE teams SET credits_micros = credits_micros + ${input.amountMicros}
        WHERE id = ${input.teamId}
        RETURNING id, credits_micros
      )
      INSERT INTO ledger_entries
        (user_id, team_id, kind, amount_micros, balance_after_micros, shown_amount_micros,
         display_type, description, reference, idempotency_key)
      SELECT ${input.userId}, id, ${input.kind}, ${input.amountMicros}, credits_micros,
        ${input.amountMicros}, 'purchase', ${input.description}, ${input.reference ?? null},
        ${input.idempotencyKey}
      FROM changed
      RETURNING balance_after_micros::text AS balance`);
    const row = rows[0];
    if (!row) throw new AppError('NOT_FOUND', TEAM_MESSAGES.teamNotFound);
    return { applied: true, balanceAfterMicros: Number(row.balance) };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { applied: false, balanceAfterMicros: await teamBalanceOf(db, input.teamId) };
  }
}
