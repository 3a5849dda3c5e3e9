import type { AdminUserFilters } from '@atelier/contract';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../lib/save-file';
import { adminRequest, queryString } from './admin-fetch';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The name in `attachment; filename="users.xlsx"` (or its RFC 5987 `filename*` form). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * Every user matching the list's filters, as a spreadsheet. It needs the admin's bearer header,
 * so a plain link cannot fetch it: the file comes as a blob and is handed to the downloads.
 */
export async function exportAdminUsers(filters: AdminUserFilters): Promise<void> {
  const { body, headers } = await adminRequest(
    `/users/export/excel${queryString({ ...filters })}`,
    {
      headers: { Accept: XLSX },
      file: true,
    },
  );
  saveFile(body as Blob, fileNameOf(headers.get('Content-Disposition'), 'users.xlsx'));
}

export function useExportAdminUsers() {
  return useMutation({ mutationFn: exportAdminUsers });
}
