import type { TeamLedgerQuery, TeamLedgerEntry, TeamLedgerResponse } from '@atelier/contract';
import type { Database } from '../../db/client';
import { fullNamesOf } from '../../lib/full-names';
import { allShown, shownPage, toHistoryEntry, type ShownEntry } from '../../lib/ledger-history';
import { microsToCredits } from '../../lib/money';
import { teamBalanceOf } from '../../lib/team-wallet';
import { membershipOf, requireManager } from './team-access';

/**
 * GET /api/teams/{id}/ledger (owner or admin): the wallet's history as the personal one reads
 * (purchases, moves in, settled charges; no holds), newest first, each entry naming its member.
 */
export async function teamLedger(
  db: Database,
  userId: string,
  teamId: string,
  query: TeamLedgerQuery,
): Promise<TeamLedgerResponse> {
  requireManager(await membershipOf(db, teamId, userId));
  const { rows, ...page } = await shownPage(db, { teamId }, query);
  return {
    history: await withMembers(db, rows),
    ...page,
    credits: microsToCredits(await teamBalanceOf(db, teamId)),
  };
}

/** Every entry of the last `days`, oldest first, for the CSV export (owner or admin). */
export async function allTeamLedger(
  db: Database,
  userId: string,
  teamId: string,
  days: number,
): Promise<TeamLedgerEntry[]> {
  requireManager(await membershipOf(db, teamId, userId));
  return withMembers(db, await allShown(db, { teamId }, days));
}

async function withMembers(db: Database, rows: ShownEntry[]): Promise<TeamLedgerEntry[]> {
  const nameOf = await fullNamesOf(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    ...toHistoryEntry(row),
    member:
      row.userId && nameOf.has(row.userId)
        ? { user_id: row.userId, full_name: nameOf.get(row.userId) ?? '' }
        : null,
  }));
}
