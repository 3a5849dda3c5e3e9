import { TeamLedgerResponse } from '@atelier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { HISTORY_PAGE_SIZE } from '../../../kits/wallet/credit-entry';
import { teamKey, teamPath } from '../../../kits/workspace/api/team-keys';

export interface LedgerPage {
  page: number;
  /** How far back, as the personal history's `days`. */
  days: number;
}

export function getTeamLedger(
  teamId: string,
  { page, days }: LedgerPage,
  signal?: AbortSignal,
): Promise<TeamLedgerResponse> {
  const query = new URLSearchParams({
    page: String(page),
    per_page: String(HISTORY_PAGE_SIZE),
    days: String(days),
  });
  return apiFetch(`${teamPath(teamId)}/ledger?${query.toString()}`, {
    schema: TeamLedgerResponse,
    signal,
  });
}

/** The wallet's entries, newest first, a page at a time (owners and admins only). */
export function useTeamLedger(teamId: string, ledgerPage: LedgerPage) {
  return useQuery({
    queryKey: [...teamKey(teamId), 'ledger', ledgerPage.days, ledgerPage.page],
    queryFn: ({ signal }) => getTeamLedger(teamId, ledgerPage, signal),
    retry: false,
    // The table keeps the page it shows while the next one loads, rather than flashing empty.
    placeholderData: keepPreviousData,
  });
}
