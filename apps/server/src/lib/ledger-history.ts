import type { CreditHistoryEntry } from '@atelier/contract';
import { and, count, desc, eq, gte, isNotNull, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ledgerEntries } from '../db/schema';
import { microsToCredits } from './money';

/**
 * The entries a user's credit history shows (purchases, grants, refunds, adjustments, settled
 * charges; no holds or releases), each with the balance after it: the running sum of the shown
 * amounts in the order the entries were written (by id). The stored `balance_after_micros` cannot serve: it is the
 * balance at that moment less the holds of work still running, so three generations settled
 * together all stored the balance after all three holds. Filter and page the result of this
 * subquery, never its input, or the sum would start in the middle.
 */
export function shownLedger(db: Database, owner: LedgerOwner) {
  return db
    .select({
      id: ledgerEntries.id,
      userId: ledgerEntries.userId,
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
    .where(and(ownedBy(owner), isNotNull(ledgerEntries.shownAmountMicros)))
    .as('shown_ledger');
}

/** Whose balance: a user's own, or a team's wallet (issue 37), whose entries name the member. */
export type LedgerOwner = { userId: string } | { teamId: string };

/** The entries of one balance: a user's own are those with no team. */
export function ownedBy(owner: LedgerOwner) {
  return 'teamId' in owner
    ? eq(ledgerEntries.teamId, owner.teamId)
    : and(eq(ledgerEntries.userId, owner.userId), isNull(ledgerEntries.teamId));
}

/** A row of `shownLedger`; `runningMicros` is the balance after the entry (numeric, as text). */
export type ShownEntry = {
  id: number;
  userId: string | null;
  createdAt: Date;
  displayType: string;
  description: string;
  shownAmountMicros: number | null;
  runningMicros: string;
};

const withinDays = (createdAt: AnyColumn, days: number) =>
  gte(createdAt, sql`now() - make_interval(days => ${days})`);

/** A page of a balance's shown entries within the last `days`, newest (last written) first. */
export async function shownPage(
  db: Database,
  owner: LedgerOwner,
  query: { page: number; per_page: number; days: number },
) {
  const where = and(
    ownedBy(owner),
    isNotNull(ledgerEntries.shownAmountMicros),
    withinDays(ledgerEntries.createdAt, query.days),
  );
  const [totals] = await db.select({ total: count() }).from(ledgerEntries).where(where);
  const total = totals?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / query.per_page));
  const shown = shownLedger(db, owner);
  const rows: ShownEntry[] = await db
    .select()
    .from(shown)
    .where(withinDays(shown.createdAt, query.days))
    .orderBy(desc(shown.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    rows,
    page: query.page,
    total_pages: totalPages,
    total,
    has_next: query.page < totalPages,
    has_prev: query.page > 1,
  };
}

/** Every shown entry of a balance within the last `days`, oldest first, for a CSV export. */
export async function allShown(db: Database, owner: LedgerOwner, days: number) {
  const shown = shownLedger(db, owner);
  const rows: ShownEntry[] = await db
    .select()
    .from(shown)
    .where(withinDays(shown.createdAt, days))
    .orderBy(shown.id);
  return rows;
}

export function toHistoryEntry(row: ShownEntry): CreditHistoryEntry {
  return {
    id: String(row.id),
    timestamp: row.createdAt.toISOString(),
    type: row.displayType as CreditHistoryEntry['type'],
    description: row.description,
    amount: microsToCredits(row.shownAmountMicros ?? 0),
    balance_after: microsToCredits(Number(row.runningMicros)),
  };
}
