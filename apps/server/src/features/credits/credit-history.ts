import type {
  CreditHistoryEntry,
  CreditHistoryQuery,
  CreditHistoryResponse,
} from '@atelier/contract';
import { and, count, desc, eq, gte, isNotNull, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerEntries } from '../../db/schema';
import { shownLedger, type ShownEntry } from '../../lib/ledger-history';
import { microsToCredits } from '../../lib/money';

const withinDays = (createdAt: AnyColumn, days: number) =>
  gte(createdAt, sql`now() - make_interval(days => ${days})`);

/** What the user sees: purchases, grants, refunds, adjustments and settled charges; not holds. */
function shownEntries(userId: string, days: number) {
  return and(
    eq(ledgerEntries.userId, userId),
    // A team's entries are the team's wallet, not the member's balance (issue 37).
    isNull(ledgerEntries.teamId),
    isNotNull(ledgerEntries.shownAmountMicros),
    withinDays(ledgerEntries.createdAt, days),
  );
}

/**
 * Newest (last written) first, in the spec's page envelope; the last 7 days unless `days` says
 * otherwise.
 */
export async function creditHistory(
  db: Database,
  userId: string,
  query: CreditHistoryQuery,
): Promise<CreditHistoryResponse> {
  const where = shownEntries(userId, query.days);
  const [totals] = await db.select({ total: count() }).from(ledgerEntries).where(where);
  const total = totals?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / query.per_page));
  const shown = shownLedger(db, userId);
  const rows = await db
    .select()
    .from(shown)
    .where(withinDays(shown.createdAt, query.days))
    .orderBy(desc(shown.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    history: rows.map(toHistoryEntry),
    page: query.page,
    total_pages: totalPages,
    total,
    has_next: query.page < totalPages,
    has_prev: query.page > 1,
  };
}

/** Every shown entry in the window, oldest first, for the CSV export. */
export async function allCreditHistory(db: Database, userId: string, days: number) {
  const shown = shownLedger(db, userId);
  const rows = await db
    .select()
    .from(shown)
    .where(withinDays(shown.createdAt, days))
    .orderBy(shown.id);
  return rows.map(toHistoryEntry);
}

function toHistoryEntry(row: ShownEntry): CreditHistoryEntry {
  return {
    id: String(row.id),
    timestamp: row.createdAt.toISOString(),
    type: row.displayType as CreditHistoryEntry['type'],
    description: row.description,
    amount: microsToCredits(row.shownAmountMicros ?? 0),
    balance_after: microsToCredits(Number(row.runningMicros)),
  };
}
