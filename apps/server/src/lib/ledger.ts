import { randomUUID } from 'node:crypto';
import { MESSAGES, TEAM_MESSAGES } from '@atelier/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { batcher } from './batcher';
import { isUniqueViolation } from './db-errors';
import { prepared } from './prepared';
import {
  DEFAULT_HOLD_SECONDS,
  existingHold,
  type CreditKind,
  type DisplayType,
  type Hold,
  type ReserveInput,
} from './ledger-types';
import { closeTeamHold, teamBalanceOf } from './team-wallet';
import { withFigures } from './error-codes';
import { AppError } from './errors';
import { formatCreditsExact, microsToCredits } from './money';

/**
 * The one module that changes a balance. Every change updates `users.credits_micros` and appends
 * its ledger entry in one statement: a credit is its own; holds and closings asked in the same
 * turn of the event loop share one (user_reserve_many and user_close_many, migration 0032, a
 * savepoint per hold), so a busy balance takes many changes per commit. The row lock the update
 * takes orders concurrent changes to one user, and the `credits_micros >= amount` condition is
 * re-checked under that lock, so a balance can never go below zero (the database's CHECK
 * constraint refuses it as well). A repeated idempotency key hits the ledger's unique index, which
 * undoes that change alone, and the first result is returned.
 */

export {
  DEFAULT_HOLD_SECONDS,
  type CreditKind,
  type DisplayType,
  type Hold,
  type ReserveInput,
} from './ledger-types';

/** Told of each hold and settlement once, when it is made (not when a repeat answers it). */
export interface LedgerCounters {
  held(micros: number): void;
  settled(micros: number): void;
}

interface HoldRequest {
  hold: string;
  amount: number;
  display: string;
  description: string;
  reference: string;
  key: string;
  seconds: number;
}
type HoldAnswer = { balance: number } | { error: 'short' | 'duplicate' };

/**
 * Holds on one balance asked in the same turn of the event loop go in one call (user_reserve_many,
 * migration 0032): each waits for the user's row until the one before it commits, so one commit
 * for many is what lets a busy balance take more than one change per WAL flush (issue 48).
 */
const reserveBatch = batcher<HoldRequest, HoldAnswer>(async (db, userId, holds) => {
  const rows = await prepared<{ answers: HoldAnswer[] }>(
    db,
    'ledger_reserve_many',
    sql`SELECT user_reserve_many(${userId}, ${JSON.stringify(holds)}::jsonb) AS answers`,
  );
  return rows[0]?.answers ?? [];
});

/** Sets `amountMicros` aside, or refuses with 402 and the spec's message when the balance is short. */
export async function reserve(
  db: Database,
  input: ReserveInput,
  counters?: LedgerCounters | null,
): Promise<Hold> {
  assertAmount(input.amountMicros, { allowZero: true });
  const holdId = randomUUID();
  const key = input.idempotencyKey ?? `hold:${holdId}`;
  const answer = await reserveBatch(db, input.userId, {
    hold: holdId,
    amount: input.amountMicros,
    display: input.displayType,
    description: input.description,
    reference: input.reference,
    key,
    seconds: input.holdSeconds ?? DEFAULT_HOLD_SECONDS,
  });
  if ('error' in answer) {
    if (answer.error === 'duplicate') return existingHold(db, key);
    throw await insufficient(db, input.userId, input.amountMicros);
  }
  counters?.held(input.amountMicros);
  await announce(db, input.userId);
  return {
    id: holdId,
    userId: input.userId,
    amountMicros: input.amountMicros,
    balanceAfterMicros: Number(answer.balance),
  };
}

interface Closing {
  hold: string;
  final: number;
  kind: 'settle' | 'release';
  reason: string | null;
}
type Closed = { balance: number; returned: number; user: string } | null;

/** Closings of personal holds asked in one turn go in one call (user_close_many, 0032). */
const closeBatch = batcher<Closing, Closed>(async (db, _all, closings) => {
  const rows = await prepared<{ answers: Closed[] }>(
    db,
    'ledger_close_many',
    sql`SELECT user_close_many(${JSON.stringify(closings)}::jsonb) AS answers`,
  );
  return rows[0]?.answers ?? [];
});

/**
 * Closes a hold with the final charge (at most what was held); the difference goes back. The
 * history shows one line: the final charge. Settling twice answers the first settlement.
 */
export async function settle(
  db: Database,
  holdId: string,
  finalMicros: number,
  counters?: LedgerCounters | null,
): Promise<{ balanceAfterMicros: number; chargedMicros: number }> {
  assertAmount(finalMicros, { allowZero: true });
  const row = await closeBatch(db, 'all', {
    hold: holdId,
    final: finalMicros,
    kind: 'settle',
    reason: null,
  });
  if (row) {
    counters?.settled(finalMicros);
    // Settling for the full hold leaves the balance as it was; nothing to announce.
    if (Number(row.returned) !== 0) await announce(db, row.user);
    return { balanceAfterMicros: Number(row.balance), chargedMicros: finalMicros };
  }
  const team = await closeTeamHold(db, holdId, { finalMicros, kind: 'settle' });
  if (team) {
    counters?.settled(finalMicros);
    return { balanceAfterMicros: team.balanceAfterMicros, chargedMicros: finalMicros };
  }
  return closedAlready(db, holdId, 'settled', finalMicros);
}

/** Closes a hold without charging: the work failed or timed out. Releasing twice is harmless. */
export async function release(
  db: Database,
  holdId: string,
  reason = 'released',
): Promise<{ balanceAfterMicros: number }> {
  const row = await closeBatch(db, 'all', { hold: holdId, final: 0, kind: 'release', reason });
  if (row) {
    await announce(db, row.user);
    return { balanceAfterMicros: Number(row.balance) };
  }
  const team = await closeTeamHold(db, holdId, { finalMicros: 0, kind: 'release', reason });
  if (team) return { balanceAfterMicros: team.balanceAfterMicros };
  return closedAlready(db, holdId, 'released', 0);
}

export interface CreditInput {
  userId: string;
  kind: CreditKind;
  /** Positive adds; only an adjustment may be negative (it cannot take the balance below zero). */
  amountMicros: number;
  displayType: DisplayType;
  description: string;
  reference?: string | null;
  /** The event's own identity, e.g. `purchase:razorpay:pay_123`: applied once, however often it arrives. */
  idempotencyKey: string;
}

/** A purchase, an admin grant, a refund or an adjustment; `applied` is false for a repeat. */
export async function credit(
  db: Database,
  input: CreditInput,
): Promise<{ applied: boolean; balanceAfterMicros: number }> {
  if (input.kind === 'adjustment') {
    if (!Number.isSafeInteger(input.amountMicros) || input.amountMicros === 0) {
      throw new Error('an adjustment needs a non-zero whole number of micro-credits');
    }
  } else {
    assertAmount(input.amountMicros);
  }
  try {
    const { rows } = await db.execute<{ balance: string }>(sql`
      WITH changed AS (
        UPDATE users SET credits_micros = credits_micros + ${input.amountMicros}
        WHERE id = ${input.userId} AND credits_micros + ${input.amountMicros} >= 0
        RETURNING id, credits_micros
      )
      INSERT INTO ledger_entries
        (user_id, kind, amount_micros, balance_after_micros, shown_amount_micros, display_type,
         description, reference, idempotency_key)
      SELECT id, ${input.kind}, ${input.amountMicros}, credits_micros, ${input.amountMicros},
        ${input.displayType}, ${input.description}, ${input.reference ?? null},
        ${input.idempotencyKey}
      FROM changed
      RETURNING balance_after_micros::text AS balance`);
    const row = rows[0];
    if (!row) {
      if (input.amountMicros < 0) throw await insufficient(db, input.userId, -input.amountMicros);
      throw new AppError('NOT_FOUND', 'User not found.');
    }
    await announce(db, input.userId);
    return { applied: true, balanceAfterMicros: Number(row.balance) };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { applied: false, balanceAfterMicros: await balanceOf(db, input.userId) };
  }
}

/**
 * Moves credits from a user's own balance into a team's wallet (issue 37): both sides change and
 * both entries are written in one transaction, the user's row locked before the team's (nothing
 * locks them the other way round). 402 when the user has less than `amountMicros`; nothing moves.
 */
export async function transferToTeam(
  db: Database,
  input: { userId: string; teamId: string; amountMicros: number; from: string; to: string },
): Promise<{ personalMicros: number; teamMicros: number }> {
  assertAmount(input.amountMicros);
  const moveId = randomUUID();
  const result = await db.transaction(async (tx) => {
    const { rows: out } = await tx.execute<{ balance: string }>(sql`
      WITH changed AS (
        UPDATE users SET credits_micros = credits_micros - ${input.amountMicros}
        WHERE id = ${input.userId} AND credits_micros >= ${input.amountMicros}
        RETURNING id, credits_micros
      )
      INSERT INTO ledger_entries
        (user_id, kind, amount_micros, balance_after_micros, shown_amount_micros, display_type,
         description, reference, idempotency_key)
      SELECT id, 'transfer', ${-input.amountMicros}, credits_micros, ${-input.amountMicros},
        'other', ${input.to}, ${`team:${input.teamId}`}, ${`transfer:${moveId}:out`}
      FROM changed
      RETURNING balance_after_micros::text AS balance`);
    if (!out[0]) return null;
    const { rows: into } = await tx.execute<{ balance: string }>(sql`
      WITH changed AS (
        UPDATE teams SET credits_micros = credits_micros + ${input.amountMicros}
        WHERE id = ${input.teamId}
        RETURNING id, credits_micros
      )
      INSERT INTO ledger_entries
        (user_id, team_id, kind, amount_micros, balance_after_micros, shown_amount_micros,
         display_type, description, reference, idempotency_key)
      SELECT ${input.userId}, id, 'transfer', ${input.amountMicros}, credits_micros,
        ${input.amountMicros}, 'other', ${input.from}, ${`user:${input.userId}`},
        ${`transfer:${moveId}:in`}
      FROM changed
      RETURNING balance_after_micros::text AS balance`);
    // The team went away meanwhile: the user's side is undone with the transaction.
    if (!into[0]) throw new AppError('NOT_FOUND', 'Team not found');
    return { personalMicros: Number(out[0].balance), teamMicros: Number(into[0].balance) };
  });
  if (!result) {
    const balance = await balanceOf(db, input.userId);
    const values = { balance: formatCreditsExact(balance, 2) };
    throw new AppError('PAYMENT_REQUIRED', TEAM_MESSAGES.transferShort(values.balance), {
      ...withFigures(TEAM_MESSAGES.transferShort, values),
      credits: microsToCredits(balance),
    });
  }
  await announce(db, input.userId);
  return result;
}

/**
 * Tells every API process (their principal caches, through LISTEN) that a balance changed. It runs
 * after the change committed, on its own: inside the change's transaction the NOTIFY would hold
 * PostgreSQL's global notify lock through the commit's flush and serialise every balance change
 * (migration 0004; ADR 007). Announcements made in the same turn of the event loop go out in one
 * statement, and each caller waits for it, so its next read anywhere sees the new balance.
 */
const pendingAnnouncements = new WeakMap<Database, { userIds: Set<string>; sent: Promise<void> }>();

function announce(db: Database, userId: string): Promise<void> {
  let batch = pendingAnnouncements.get(db);
  if (!batch) {
    const userIds = new Set<string>();
    const sent = new Promise<void>((resolve, reject) => {
      setImmediate(() => {
        pendingAnnouncements.delete(db);
        // A NOTIFY gives its transaction an id, so its commit waits for a WAL flush like a write
        // would; there is nothing in it to keep (a lost notification is a listener's reconnect,
        // which clears its cache), so it commits without waiting: one simple-protocol query, its
        // statements one implicit transaction. Ids are UUIDs; they are quoted all the same.
        const ids = [...userIds].map((id) => `'${id.replaceAll("'", "''")}'`).join(', ');
        db.$client
          .query(
            `SET LOCAL synchronous_commit = off; ` +
              `SELECT pg_notify('atelier_user_changed', id) FROM unnest(ARRAY[${ids}]::text[]) AS id`,
          )
          .then(() => resolve(), reject);
      });
    });
    batch = { userIds, sent };
    pendingAnnouncements.set(db, batch);
  }
  batch.userIds.add(userId);
  return batch.sent;
}

/**
 * A hold of `amountMicros` taken out of an open hold (a workflow run's estimate, issue 49) rather
 * than the balance, which gave that money when the first hold was taken: the new hold settles or
 * releases as any other, and the first holds that much less. Personal or a team's as the first
 * is, and dated as it is, since a team member's day and month counters are by a hold's start.
 * Null when the first hold is closed or holds less, and nothing changes.
 */
export async function takeFromHold(
  db: Database,
  fromHoldId: string,
  input: ReserveInput,
): Promise<Hold | null> {
  assertAmount(input.amountMicros);
  const holdId = randomUUID();
  const seconds = input.holdSeconds ?? DEFAULT_HOLD_SECONDS;
  // The balance is read in the same statement, as it stood before it (this moves no credits).
  const { rows } = await db.execute<{ balance: string }>(sql`
    WITH source AS (
      UPDATE credit_holds SET amount_micros = amount_micros - ${input.amountMicros}
      WHERE id = ${fromHoldId} AND user_id = ${input.userId} AND status = 'open'
        AND amount_micros >= ${input.amountMicros}
      RETURNING user_id, team_id, created_at),
    taken AS (
      INSERT INTO credit_holds (id, user_id, amount_micros, display_type, description, reference,
        expires_at, team_id, created_at)
      SELECT ${holdId}, user_id, ${input.amountMicros}, ${input.displayType}, ${input.description},
        ${input.reference}, now() + make_interval(secs => ${seconds}), team_id, created_at
      FROM source
      RETURNING user_id, team_id)
    SELECT coalesce((SELECT credits_micros FROM teams WHERE id = taken.team_id),
      (SELECT credits_micros FROM users WHERE id = taken.user_id))::text AS balance
    FROM taken`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: holdId,
    userId: input.userId,
    amountMicros: input.amountMicros,
    balanceAfterMicros: Number(row.balance),
  };
}

export async function balanceOf(db: Database, userId: string): Promise<number> {
  const { rows } = await db.execute<{ balance: string }>(
    sql`SELECT credits_micros::text AS balance FROM users WHERE id = ${userId}`,
  );
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'User not found.');
  return Number(row.balance);
}

/** Releases every open hold past its deadline (the sweep job); answers how many. */
export async function releaseExpiredHolds(db: Database): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(
    sql`SELECT id FROM credit_holds WHERE status = 'open' AND expires_at < now() LIMIT 500`,
  );
  for (const { id } of rows) await release(db, id, 'Released: the work did not finish in time');
  return rows.length;
}

function assertAmount(micros: number, options: { allowZero?: boolean } = {}) {
  const ok = Number.isSafeInteger(micros) && (options.allowZero ? micros >= 0 : micros > 0);
  if (!ok) throw new Error(`not a valid amount of micro-credits: ${micros}`);
}

async function insufficient(db: Database, userId: string, neededMicros: number) {
  const balance = await balanceOf(db, userId);
  // Exact, not rounded: a balance of 0.044 rounded to 0.04 would understate it, and one of
  // 0.032499 rounded to 4 places would read as enough for a cost of 0.0325.
  const values = {
    needed: formatCreditsExact(neededMicros, 4),
    balance: formatCreditsExact(balance, 2),
  };
  return new AppError(
    'PAYMENT_REQUIRED',
    MESSAGES.insufficientCredits(values.needed, values.balance),
    {
      ...withFigures(MESSAGES.insufficientCredits, values),
      required: microsToCredits(neededMicros),
      credits: microsToCredits(balance),
    },
  );
}

/** A hold that was not open: the same closing again is answered as before; anything else refused. */
async function closedAlready(
  db: Database,
  holdId: string,
  wanted: 'settled' | 'released',
  finalMicros: number,
) {
  const { rows } = await db.execute<{
    status: string;
    final: string | null;
    user_id: string;
    team_id: string | null;
  }>(
    sql`SELECT status, final_micros::text AS final, user_id, team_id
      FROM credit_holds WHERE id = ${holdId}`,
  );
  const hold = rows[0];
  if (!hold) throw new Error(`no hold ${holdId}`);
  if (hold.status === wanted && (wanted === 'released' || Number(hold.final) === finalMicros)) {
    const balance = hold.team_id
      ? await teamBalanceOf(db, hold.team_id)
      : await balanceOf(db, hold.user_id);
    return { balanceAfterMicros: balance, chargedMicros: finalMicros };
  }
  if (hold.status === 'open') throw new Error(`hold ${holdId} holds less than ${finalMicros}`);
  throw new Error(`hold ${holdId} is already ${hold.status}`);
}
