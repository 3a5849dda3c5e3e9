import { useMutation } from '@tanstack/react-query';
import { ApiError, getToken } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * The CSV needs the bearer header, so a plain link cannot fetch it: the file is downloaded as a
 * blob and handed to the browser through an object URL.
 */
export async function downloadCreditHistory(): Promise<void> {
  const token = getToken();
  const response = await fetch('/api/credits/history.csv', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, 'The history could not be downloaded.');
  saveFile(await response.blob(), 'credit-history.csv');
}

export function useDownloadCreditHistory() {
  return useMutation({ mutationFn: downloadCreditHistory });
}
