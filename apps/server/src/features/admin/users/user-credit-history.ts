import type { AdminCreditHistoryResponse, AdminPageQuery } from '@atelier/contract';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { ledgerEntries } from '../../../db/schema';
import { shownLedger } from '../../../lib/ledger-history';
import { microsToCredits } from '../../../lib/money';
import { pagination } from '../paging';
import { findUser } from './find-user';

/** GET /api/admin/users/{id}/credit-history: every entry the user's own history shows, all time. */
export async function userCreditHistory(
  db: Database,
  userId: string,
  query: z.output<typeof AdminPageQuery>,
): Promise<AdminCreditHistoryResponse> {
  await findUser(db, userId);
  const shown = and(
    eq(ledgerEntries.userId, userId),
    isNull(ledgerEntries.teamId),
    isNotNull(ledgerEntries.shownAmountMicros),
  );
  const [totals] = await db.select({ n: count() }).from(ledgerEntries).where(shown);
  const entries = shownLedger(db, { userId });
  const rows = await db
    .select()
    .from(entries)
    .orderBy(desc(entries.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const { total, ...page } = pagination(query.page, query.per_page, totals?.n ?? 0);
  return {
    transactions: rows.map((row) => {
      const amount = microsToCredits(row.shownAmountMicros ?? 0);
      return {
        timestamp: row.createdAt.toISOString(),
        type: amount > 0 ? 'credit' : 'debit',
        amount,
        description: row.description,
        balance_after: microsToCredits(Number(row.runningMicros)),
      };
    }),
    pagination: { ...page, total_transactions: total },
  };
}
