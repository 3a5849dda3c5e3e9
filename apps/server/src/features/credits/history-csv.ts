import type { CreditHistoryEntry } from '@atelier/contract';
import { defuseFormula } from '../../lib/csv';

const HEADER = ['timestamp', 'type', 'description', 'amount', 'balance_after'];

/**
 * RFC 4180 CSV; a description (or a member's name) can never run as a formula in the user's
 * spreadsheet. A team's wallet adds who spent or added each entry (issue 37).
 */
export function historyCsv(
  entries: (CreditHistoryEntry & { member?: { full_name: string } | null })[],
  options: { members?: boolean } = {},
): string {
  const header = options.members ? [...HEADER.slice(0, 3), 'member', ...HEADER.slice(3)] : HEADER;
  const lines = [header.join(',')];
  for (const entry of entries) {
    lines.push(
      [
        entry.timestamp,
        entry.type,
        cell(entry.description),
        ...(options.members ? [cell(entry.member?.full_name ?? '')] : []),
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
