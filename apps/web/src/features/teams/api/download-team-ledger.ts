import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { teamPath } from '../../../kits/workspace/api/team-keys';

/**
 * The wallet's entries of the last `days` as CSV. Like the personal history's, it needs the bearer
 * header, so it comes as a blob and is handed to the browser's downloads.
 */
export async function downloadTeamLedger(teamId: string, days: number): Promise<void> {
  const query = new URLSearchParams({ days: String(days) });
  const { body } = await apiRequest(`${teamPath(teamId)}/ledger.csv?${query.toString()}`, {
    headers: { Accept: 'text/csv, application/json' },
    file: true,
  });
  saveFile(body as Blob, 'team-ledger.csv');
}

export function useDownloadTeamLedger(teamId: string) {
  return useMutation({ mutationFn: (days: number) => downloadTeamLedger(teamId, days) });
}
