import { TEAM_MESSAGES } from '@atelier/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isUniqueViolation } from './db-errors';
import { AppError } from './errors';
import {
  DEFAULT_HOLD_SECONDS,
  type CreditKind,
  type Hold,
  type ReserveInput,
} from './ledger-types';
import { formatCreditsExact, microsToCredits } from './money';

/**
 * A team's wallet (issue 37, ADR 028): the team's side of the ledger. Its balance is
 * `teams.credits_micros`, its entries are ledger entries with the team's id, each attributed to
 * the member in `user_id`. Like lib/ledger.ts, every change is one statement: a hold runs the
 * `team_reserve` function (migration 0028), which checks the wallet and the member's caps and
 * raises to undo itself; settle and release of a team hold go through lib/ledger.ts, which calls
 * the closings here.
 */

const RAISED = {
  AT001: 'short',
  AT002: 'not_member',
  AT003: 'daily_cap',
  AT004: 'monthly_cap',
} as const;

function raised(error: unknown): (typeof RAISED)[keyof typeof RAISED] | null {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: string }).code;
    if (code && code in RAISED) return RAISED[code as keyof typeof RAISED];
  }
  return null;
}

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
  try {
    const { rows } = await db.execute<{ balance: string }>(sql`
      SELECT team_reserve(${holdId}, ${teamId}, ${input.userId}, ${input.amountMicros},
        ${input.displayType}, ${input.description}, ${input.reference}, ${key},
        ${input.holdSeconds ?? DEFAULT_HOLD_SECONDS})::text AS balance`);
    return {
      id: holdId,
      userId: input.userId,
      amountMicros: input.amountMicros,
      balanceAfterMicros: Number(rows[0]?.balance),
    };
  } catch (error) {
    if (isUniqueViolation(error)) return existingTeamHold(db, key);
    const why = raised(error);
    if (!why) throw error;
    throw await refusal(db, teamId, input, why);
  }
}

async function refusal(
  db: Database,
  teamId: string,
  input: ReserveInput,
  why: (typeof RAISED)[keyof typeof RAISED],
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
    return new AppError(
      'PAYMENT_REQUIRED',
      TEAM_MESSAGES.teamInsufficient(
        formatCreditsExact(input.amountMicros, 4),
        credits(row?.balance),
      ),
      {
        code: 'team.teamInsufficient',
        required: microsToCredits(input.amountMicros),
        credits: microsToCredits(balance),
      },
    );
  }
  const daily = why === 'daily_cap';
  const cap = daily ? row?.daily_cap : row?.monthly_cap;
  const left = daily ? row?.day_left : row?.month_left;
  return new AppError(
    'PAYMENT_REQUIRED',
    (daily ? TEAM_MESSAGES.dailyCapReached : TEAM_MESSAGES.monthlyCapReached)(
      credits(cap),
      credits(left),
    ),
    {
      code: daily ? 'team.dailyCapReached' : 'team.monthlyCapReached',
      cap: microsToCredits(Number(cap)),
      left: microsToCredits(Number(left)),
    },
  );
}

async function existingTeamHold(db: Database, key: string): Promise<Hold> {
  const { rows } = await db.execute<{
    hold_id: string;
    user_id: string;
    amount: string;
    balance: string;
  }>(sql`
    SELECT hold_id, user_id, (-amount_micros)::text AS amount, balance_after_micros::text AS balance
    FROM ledger_entries WHERE idempotency_key = ${key}`);
  const row = rows[0];
  if (!row) throw new Error(`hold ${key} vanished`);
  return {
    id: row.hold_id,
    userId: row.user_id,
    amountMicros: Number(row.amount),
    balanceAfterMicros: Number(row.balance),
  };
}

/**
 * Closes a team hold: `finalMicros` charged (0 to release), the rest back to the wallet and off
 * the member's counters of the day and month the hold was taken in. The wallet's row is updated
 * before the member's, the order a hold takes them in. Null when the hold is not an open team
 * hold (a personal one, or closed already).
 */
export async function closeTeamHold(
  db: Database,
  holdId: string,
  closing: { finalMicros: number; kind: 'settle' | 'release'; reason?: string },
): Promise<{ balanceAfterMicros: number; returnedMicros: number } | null> {
  const { finalMicros, kind } = closing;
  const status = kind === 'settle' ? 'settled' : 'released';
  const { rows } = await db.execute<{ balance: string; returned: string }>(sql`
    WITH closed AS (
      UPDATE credit_holds
      SET status = ${status}, final_micros = ${finalMicros}, closed_at = now()
      WHERE id = ${holdId} AND status = 'open' AND team_id IS NOT NULL
        AND amount_micros >= ${finalMicros}
      RETURNING user_id, team_id, amount_micros, amount_micros - ${finalMicros} AS returned,
        display_type, description, reference,
        (created_at AT TIME ZONE 'UTC')::date AS day,
        date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month
    ), credited AS (
      UPDATE teams SET credits_micros = teams.credits_micros + closed.returned
      FROM closed WHERE teams.id = closed.team_id
      RETURNING teams.id, teams.credits_micros
    ), uncounted AS (
      UPDATE team_members m SET
        spent_day_micros = CASE WHEN m.spent_day = closed.day
          THEN greatest(m.spent_day_micros - closed.returned, 0) ELSE m.spent_day_micros END,
        spent_month_micros = CASE WHEN m.spent_month = closed.month
          THEN greatest(m.spent_month_micros - closed.returned, 0) ELSE m.spent_month_micros END
      FROM closed, credited
      WHERE m.team_id = closed.team_id AND m.user_id = closed.user_id
      RETURNING m.user_id
    )
    INSERT INTO ledger_entries
      (user_id, team_id, kind, amount_micros, balance_after_micros, shown_amount_micros,
       display_type, description, reference, idempotency_key, hold_id)
    SELECT closed.user_id, closed.team_id, ${kind}, closed.returned, credited.credits_micros,
      ${kind === 'settle' ? sql`${-finalMicros}` : sql`NULL`}, closed.display_type,
      ${kind === 'settle' ? sql`closed.description` : sql`${closing.reason ?? 'released'}`},
      closed.reference, ${`${kind}:${holdId}`}, ${holdId}
    FROM closed, credited
    RETURNING balance_after_micros::text AS balance, amount_micros::text AS returned`);
  const row = rows[0];
  return row
    ? { balanceAfterMicros: Number(row.balance), returnedMicros: Number(row.returned) }
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
  /** Who added it: the payer or the admin, for the wallet's history. */
  userId: string;
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
