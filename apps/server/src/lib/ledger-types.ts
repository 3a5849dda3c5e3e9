import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * What lib/ledger.ts and lib/team-wallet.ts share: the kinds of entries, a hold and its request,
 * and the hold a repeated idempotency key already made.
 */

export type DisplayType =
  'purchase' | 'video_generation' | 'image_generation' | 'optimization' | 'other';

export type CreditKind = 'purchase' | 'grant' | 'refund' | 'adjustment';

/** How long a hold may stay open before the sweep releases it. */
export const DEFAULT_HOLD_SECONDS = 30 * 60;

export interface Hold {
  id: string;
  userId: string;
  amountMicros: number;
  /** The balance once the hold was taken. */
  balanceAfterMicros: number;
}

export interface ReserveInput {
  userId: string;
  amountMicros: number;
  /** A job id or order id; with the hold id it names the hold's entries. */
  reference: string;
  displayType: DisplayType;
  description: string;
  holdSeconds?: number;
  /** When the same work may ask twice (a retried request), the same key returns the same hold. */
  idempotencyKey?: string;
}

/** The hold an idempotency key already made, personal or a team's, as its hold entry recorded it. */
export async function existingHold(db: Database, key: string): Promise<Hold> {
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
