/** What lib/ledger.ts and lib/team-wallet.ts share: the kinds of entries, a hold and its request. */

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
