import type { AdminReportBody } from '@atelier/contract';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { defuseFormula } from '../../../lib/csv';
import { cursorRows } from '../../../lib/db-cursor';
import { auditBy, type Actor } from '../audit-log';
import { REPORTS, type ReportDefinition } from './report-definitions';

/** A PDF is for reading: it shows this many rows, and says where the rest are. */
export const PDF_ROWS = 500;
const DAY_MS = 86_400_000;

export const REPORT_FILES = {
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  excel: {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
} as const;

/** The period as dates (UTC), inclusive: the last 30 days unless the body names them. */
export function reportPeriod(body: { from?: string; to?: string }, now = new Date()) {
  const to = body.to ?? now.toISOString().slice(0, 10);
  const from = body.from ?? new Date(Date.parse(to) - 29 * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

const cell = (value: unknown): string | number =>
  value === null || value === undefined
    ? ''
    : value instanceof Date
      ? value.toISOString().replace('T', ' ').slice(0, 19) + 'Z'
      : typeof value === 'number' || typeof value === 'string'
        ? value
        : JSON.stringify(value);

/**
 * POST /api/admin/reports/export: the report's rows from a database cursor, written while they are
 * read (CSV by csv-stringify, Excel by exceljs's streaming writer); a PDF (pdfkit) carries a title,
 * the period, a summary with totals and the first PDF_ROWS rows. The export is audited when done.
 */
export function exportReport(
  db: Database,
  logger: FastifyBaseLogger,
  actor: Actor,
  body: z.output<typeof AdminReportBody>,
): Readable {
  const report = REPORTS[body.report_type];
  const { from, to } = reportPeriod(body);
  const rows = cursorRows(db, {
    sql: report.sql,
    params: [`${from}T00:00:00Z`, new Date(Date.parse(to) + DAY_MS).toISOString()],
  });
  const output = new PassThrough();
  const write = { csv: writeCsv, excel: writeExcel, pdf: writePdf }[body.format];
  void write(report, rows, output, { from, to })
    .then((count) =>
      auditBy(db, actor, 'report.exported', null, { ...body, from, to, rows: count }),
    )
    .catch((error: unknown) => {
      logger.error({ err: error }, 'report export failed');
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  return output;
}

type Rows = AsyncGenerator<unknown[][]>;
type Period = { from: string; to: string };

const drained = (output: PassThrough) =>
  output.writableNeedDrain ? new Promise((resolve) => output.once('drain', resolve)) : undefined;

async function writeCsv(report: ReportDefinition, rows: Rows, output: PassThrough) {
  const csv = stringify({
    header: true,
    columns: report.columns.map((c) => c.header),
    // A user's name or a description must not run as a formula in the staff's spreadsheet.
    cast: { string: defuseFormula },
  });
  csv.pipe(output);
  let count = 0;
  for await (const batch of rows) {
    for (const row of batch) csv.write(row.map(cell));
    count += batch.length;
    await drained(output);
  }
  csv.end();
  return count;
}

async function writeExcel(report: ReportDefinition, rows: Rows, output: PassThrough) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(report.title.slice(0, 31));
  sheet.columns = report.columns;
  let count = 0;
  for await (const batch of rows) {
    for (const row of batch) sheet.addRow(row.map(cell)).commit();
    count += batch.length;
    await drained(output);
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

async function writePdf(report: ReportDefinition, rows: Rows, output: PassThrough, period: Period) {
  const shown: (string | number)[][] = [];
  const totals = new Map((report.totals ?? []).map((key) => [key, 0]));
  let count = 0;
  for await (const batch of rows) {
    for (const row of batch) {
      const cells = row.map(cell);
      if (shown.length < PDF_ROWS) shown.push(cells);
      report.columns.forEach((column, index) => {
        const value = cells[index];
        if (totals.has(column.key) && typeof value === 'number') {
          totals.set(column.key, (totals.get(column.key) ?? 0) + value);
        }
      });
    }
    count += batch.length;
  }

  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, bufferPages: false });
  doc.pipe(output);
  doc.fontSize(18).text(`Atelier: ${report.title}`);
  doc.moveDown(0.3).fontSize(10).fillColor('#475569');
  doc.text(`Period: ${period.from} to ${period.to} (UTC). Generated ${cell(new Date())}.`);
  doc.moveDown(0.5).fillColor('#0f172a').fontSize(11);
  const summary = [`${count.toLocaleString('en')} rows`];
  for (const [key, total] of totals) {
    const header = report.columns.find((column) => column.key === key)?.header ?? key;
    summary.push(`${header}: ${Math.round(total * 10_000) / 10_000}`);
  }
  doc.text(`Summary: ${summary.join(' · ')}`);
  if (count > shown.length) {
    doc.text(`The first ${shown.length} rows follow; the CSV and Excel exports have all of them.`);
  }
  doc.moveDown(0.8);

  const width = doc.page.width - 72;
  const units = report.columns.reduce((sum, column) => sum + column.width, 0);
  const xs: number[] = [];
  report.columns.reduce((x, column) => {
    xs.push(x);
    return x + (column.width / units) * width;
  }, 36);
  const line = (cells: (string | number)[], bold: boolean) => {
    if (doc.y > doc.page.height - 60) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7);
    cells.forEach((value, index) => {
      const columnWidth = (report.columns[index].width / units) * width - 4;
      doc.text(String(value), xs[index], y, {
        width: columnWidth,
        height: 9,
        ellipsis: true,
        lineBreak: false,
      });
    });
    doc.x = 36;
    doc.y = y + 11;
  };
  line(
    report.columns.map((column) => column.header),
    true,
  );
  for (const cells of shown) line(cells, false);
  if (shown.length === 0) doc.font('Helvetica').fontSize(10).text('No rows in this period.', 36);
  doc.end();
  await new Promise((resolve) => output.once('end', resolve).once('finish', resolve));
  return count;
}
