import { ApiError, getToken } from '../../../lib/api-client';

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
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.click();
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}
