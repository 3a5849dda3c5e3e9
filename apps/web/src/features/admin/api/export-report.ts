import type { AdminReportBody } from '@atelier/contract';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../lib/save-file';
import { adminRequest } from './admin-fetch';
import { fileNameOf } from './export-users';

const FILES: Record<AdminReportBody['format'], { type: string; extension: string }> = {
  csv: { type: 'text/csv', extension: 'csv' },
  pdf: { type: 'application/pdf', extension: 'pdf' },
  excel: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
};

/**
 * A report for a period as a file. Like the users export it needs the admin's bearer header, so it
 * comes as a blob and is handed to the downloads under the name the server gives it, which is
 * returned for the confirmation.
 */
export async function exportReport(body: AdminReportBody): Promise<string> {
  const file = FILES[body.format];
  const { body: blob, headers } = await adminRequest('/reports/export', {
    method: 'POST',
    body,
    headers: { Accept: `${file.type}, application/json` },
    file: true,
  });
  const name = fileNameOf(
    headers.get('Content-Disposition'),
    `${body.report_type}-report.${file.extension}`,
  );
  saveFile(blob as Blob, name);
  return name;
}

export function useExportReport() {
  return useMutation({ mutationFn: exportReport });
}
