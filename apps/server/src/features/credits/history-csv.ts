import type { CreditHistoryEntry } from '@atelier/contract';
import { defuseFormula } from '../../lib/csv';

const HEADER = ['timestamp', 'type', 'description', 'amount', 'balance_after'];

/** RFC 4180 CSV; a description can never run as a formula in the user's spreadsheet. */
export function historyCsv(entries: CreditHistoryEntry[]): string {
  const lines = [HEADER.join(',')];
  for (const entry of entries) {
    lines.push(
      [
        entry.timestamp,
        entry.type,
        cell(entry.description),
        entry.amount.toFixed(6),
        entry.balance_after.toFixed(6),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function cell(text: string): string {
  const safe = defuseFormula(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
