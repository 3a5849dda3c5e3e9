import type {
  CreditHistoryEntry,
  CreditHistoryQuery,
  CreditHistoryResponse,
} from '@atelier/contract';
import { and, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerEntries } from '../../db/schema';
import { microsToCredits } from '../../lib/money';

/** What the user sees: purchases, grants, refunds, adjustments and settled charges; not holds. */
function shownEntries(userId: string, days: number) {
  return and(
    eq(ledgerEntries.userId, userId),
    isNotNull(ledgerEntries.shownAmountMicros),
    gte(ledgerEntries.createdAt, sql`now() - make_interval(days => ${days})`),
  );
}

/** Newest first, in the spec's page envelope; the last 7 days unless `days` says otherwise. */
export async function creditHistory(
  db: Database,
  userId: string,
  query: CreditHistoryQuery,
): Promise<CreditHistoryResponse> {
  const where = shownEntries(userId, query.days);
  const [totals] = await db.select({ total: count() }).from(ledgerEntries).where(where);
  const total = totals?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / query.per_page));
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
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
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(shownEntries(userId, days))
    .orderBy(ledgerEntries.createdAt, ledgerEntries.id);
  return rows.map(toHistoryEntry);
}

function toHistoryEntry(row: typeof ledgerEntries.$inferSelect): CreditHistoryEntry {
  return {
    id: String(row.id),
    timestamp: row.createdAt.toISOString(),
    type: row.displayType as CreditHistoryEntry['type'],
    description: row.description,
    amount: microsToCredits(row.shownAmountMicros ?? 0),
    balance_after: microsToCredits(row.balanceAfterMicros),
  };
}
