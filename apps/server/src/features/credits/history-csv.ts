import type { CreditHistoryEntry } from '@atelier/contract';

const HEADER = ['timestamp', 'type', 'description', 'amount', 'balance_after'];

/**
 * RFC 4180 CSV. A cell that a spreadsheet would run as a formula (=, +, -, @ first) is prefixed
 * with an apostrophe, so a description can never execute in the user's spreadsheet.
 */
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
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
