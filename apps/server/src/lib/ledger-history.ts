import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ledgerEntries } from '../db/schema';

/**
 * The entries a user's credit history shows (purchases, grants, refunds, adjustments, settled
 * charges; no holds or releases), each with the balance after it: the running sum of the shown
 * amounts in the order the entries were written (by id). The stored `balance_after_micros` cannot serve: it is the
 * balance at that moment less the holds of work still running, so three generations settled
 * together all stored the balance after all three holds. Filter and page the result of this
 * subquery, never its input, or the sum would start in the middle.
 */
export function shownLedger(db: Database, userId: string) {
  return db
    .select({
      id: ledgerEntries.id,
      createdAt: ledgerEntries.createdAt,
      displayType: ledgerEntries.displayType,
      description: ledgerEntries.description,
      shownAmountMicros: ledgerEntries.shownAmountMicros,
      runningMicros:
        sql<string>`sum(${ledgerEntries.shownAmountMicros}) OVER (ORDER BY ${ledgerEntries.id})`.as(
          'running_micros',
        ),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        isNull(ledgerEntries.teamId),
        isNotNull(ledgerEntries.shownAmountMicros),
      ),
    )
    .as('shown_ledger');
}

/** A row of `shownLedger`; `runningMicros` is the balance after the entry (numeric, as text). */
export type ShownEntry = {
  id: number;
  createdAt: Date;
  displayType: string;
  description: string;
  shownAmountMicros: number | null;
  runningMicros: string;
};
