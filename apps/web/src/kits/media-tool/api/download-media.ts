import { ApiError, getToken } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * Saves a generated file under the server's name for it. The file is fetched and handed over as a
 * blob, since a cross-page link would open the media rather than save it; the bearer header goes
 * along, as the signed URL is bound to its owner.
 */
export async function downloadMedia(url: string, fileName: string): Promise<void> {
  const token = getToken();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, 'The file could not be downloaded.');
  saveFile(await response.blob(), fileName);
}
