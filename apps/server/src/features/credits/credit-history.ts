import type { CreditHistoryQuery, CreditHistoryResponse } from '@atelier/contract';
import type { Database } from '../../db/client';
import { allShown, shownPage, toHistoryEntry } from '../../lib/ledger-history';

/**
 * The user's own history: purchases, grants, refunds, adjustments and settled charges, not holds;
 * newest (last written) first, in the spec's page envelope; the last 7 days unless `days` says
 * otherwise. A team's entries are the team's wallet, not the member's balance (issue 37).
 */
export async function creditHistory(
  db: Database,
  userId: string,
  query: CreditHistoryQuery,
): Promise<CreditHistoryResponse> {
  const { rows, ...page } = await shownPage(db, { userId }, query);
  return { history: rows.map(toHistoryEntry), ...page };
}

/** Every shown entry in the window, oldest first, for the CSV export. */
export async function allCreditHistory(db: Database, userId: string, days: number) {
  return (await allShown(db, { userId }, days)).map(toHistoryEntry);
}
